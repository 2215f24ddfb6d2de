import { DomainError, ErrorCode, ImageMessage } from '@mithaq/contracts';
import { imageDataOf } from './site-images.controller';

const refusalOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the streamed image handed to the content service', () => {
  it('carries the bytes unchanged, with no type of its own (the service reads the bytes)', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const imageData = imageDataOf({ buffer: bytes, fileName: 'x.png', declaredType: 'image/png' });
    const [head, base64] = imageData.split(',');
    expect(head).toBe('data:application/octet-stream;base64');
    expect(Buffer.from(base64 ?? '', 'base64').equals(bytes)).toBe(true);
  });

  it.each([
    ['no file', null],
    ['an empty file', { buffer: Buffer.alloc(0), fileName: 'x.png', declaredType: 'image/png' }],
  ])('answers %s with the dialog text, under the field "file"', (_what, file) => {
    const error = refusalOf(() => imageDataOf(file));
    expect([error.code, error.message, error.fields]).toEqual([
      ErrorCode.ValidationFailed,
      ImageMessage.missing,
      { file: ImageMessage.missing },
    ]);
  });
});
