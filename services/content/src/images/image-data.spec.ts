import { DomainError, ErrorCode, ImageMessage } from '@mithaq/contracts';
import { decodeImage, decodedLength, detectImageType, parseDataUrl } from './image-data';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const GIF87 = Buffer.from('GIF87a\x01\x00', 'latin1');
const GIF89 = Buffer.from('GIF89a\x01\x00', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([4, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);

const dataUrl = (bytes: Buffer, type = 'image/png'): string =>
  `data:${type};base64,${bytes.toString('base64')}`;

const errorOf = (work: () => unknown): DomainError => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('image type from magic bytes', () => {
  it.each([
    [PNG, 'image/png', 'png'],
    [JPEG, 'image/jpeg', 'jpg'],
    [GIF87, 'image/gif', 'gif'],
    [GIF89, 'image/gif', 'gif'],
    [WEBP, 'image/webp', 'webp'],
  ])('recognises %#', (bytes, contentType, extension) => {
    expect(detectImageType(bytes)).toEqual({ contentType, extension });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x04\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', PNG.subarray(0, 7)],
    ['GIF88a', Buffer.from('GIF88a')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('data URL parsing', () => {
  it('splits the declared type and the base64 text', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      mimeType: 'image/png',
      base64: 'iVBORw0KGgo=',
    });
  });

  it('accepts parameters, a missing type and line breaks in the data', () => {
    expect(parseDataUrl('data:image/jpeg;name=a.jpg;base64,/9j/\n4AAQ')).toEqual({
      mimeType: 'image/jpeg',
      base64: '/9j/4AAQ',
    });
    expect(parseDataUrl('data:;base64,AAAA')?.mimeType).toBeNull();
  });

  it.each([
    ['plain text', 'hello'],
    ['a URL', 'https://example.com/logo.png'],
    ['not base64', 'data:image/png,%89PNG'],
    ['bad characters', 'data:image/png;base64,AAA*'],
    ['a wrong length', 'data:image/png;base64,AAAAA'],
    ['padding in the middle', 'data:image/png;base64,AA==AAAA'],
  ])('refuses %s', (_label, value) => {
    expect(parseDataUrl(value)).toBeNull();
  });

  it('knows the decoded size from the text alone', () => {
    for (const size of [0, 1, 2, 3, 4, 100]) {
      expect(decodedLength(Buffer.alloc(size).toString('base64'))).toBe(size);
    }
  });
});

describe('decodeImage', () => {
  it('returns the bytes and the detected type, ignoring the declared one', () => {
    const image = decodeImage(dataUrl(JPEG, 'image/png'));
    expect(image.contentType).toBe('image/jpeg');
    expect(image.extension).toBe('jpg');
    expect(image.bytes.equals(JPEG)).toBe(true);
  });

  it('says no image was selected for empty data', () => {
    const error = errorOf(() => decodeImage('  '));
    expect(error.message).toBe(ImageMessage.missing);
    expect(error.code).toBe(ErrorCode.ValidationFailed);
  });

  it('refuses an HTML page named as a PNG with the invalid-type message', () => {
    const html = Buffer.from('<html><body onload="alert(1)"></body></html>');
    const error = errorOf(() => decodeImage(dataUrl(html, 'image/png')));
    expect(error.message).toBe(ImageMessage.invalidType);
    expect(error.code).toBe(ErrorCode.ValidationFailed);
  });

  it('refuses text that is not a data URL with the invalid-type message', () => {
    expect(errorOf(() => decodeImage('not an image')).message).toBe(ImageMessage.invalidType);
  });

  it('refuses more than the limit with the too-large message, and accepts exactly the limit', () => {
    const limit = 64;
    const exact = Buffer.concat([PNG, Buffer.alloc(limit - PNG.length)]);
    expect(decodeImage(dataUrl(exact), limit).bytes.length).toBe(limit);
    const error = errorOf(() =>
      decodeImage(dataUrl(Buffer.concat([exact, Buffer.alloc(1)])), limit),
    );
    expect(error.message).toBe(ImageMessage.tooLarge);
    expect(error.code).toBe(ErrorCode.PayloadTooLarge);
  });
});
