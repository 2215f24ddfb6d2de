import { Readable } from 'node:stream';
import { DocumentMessage, DomainError, ImageMessage, MB } from '@mithaq/contracts';
import { MultipartMessage, readMultipart } from './multipart';

const BOUNDARY = '----mithaq-test-boundary';

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer };

const multipartBody = (parts: Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        'bytes' in part
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
      ),
      'bytes' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

/** A request whose body arrives in small chunks, counting how much of it was read. */
const requestOf = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => {
  const chunkSize = 64 * 1024;
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= body.length) {
        this.push(null);
        return;
      }
      this.push(body.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return Object.assign(stream, {
    headers: { 'content-type': contentType, 'content-length': String(body.length) },
  });
};

const failureOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const caught: unknown = await promise.then(
    () => new Error('expected the upload to be refused'),
    (error: unknown) => error,
  );
  if (!(caught instanceof DomainError)) {
    throw caught;
  }
  return caught;
};

describe('reading a multipart upload', () => {
  it('reads the text fields and the one file, byte for byte', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const result = await readMultipart(
      requestOf(
        multipartBody([
          { name: 'issueDate', value: '2026-01-02' },
          { name: 'file', fileName: 'bill.png', bytes },
        ]),
      ),
      1024,
    );
    expect(result.fields).toEqual({ issueDate: '2026-01-02' });
    expect(result.file?.fileName).toBe('bill.png');
    expect(result.file?.buffer.equals(bytes)).toBe(true);
  });

  it('answers no file when none was sent', async () => {
    const result = await readMultipart(
      requestOf(multipartBody([{ name: 'issueDate', value: '2026-01-02' }])),
      1024,
    );
    expect(result.file).toBeNull();
  });

  it('refuses one byte past the limit with 413 "File too large", accepts the limit itself', async () => {
    const limit = MB;
    const request = requestOf(
      multipartBody([{ name: 'file', fileName: 'big.png', bytes: Buffer.alloc(limit + 1, 7) }]),
    );
    const error = await failureOf(readMultipart(request, limit));
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `${DocumentMessage.FileTooLarge}: Maximum file size is 1MB`,
    });
    // Exactly at the limit is accepted.
    const exact = await readMultipart(
      requestOf(
        multipartBody([{ name: 'file', fileName: 'ok.png', bytes: Buffer.alloc(limit, 7) }]),
      ),
      limit,
    );
    expect(exact.file?.buffer.length).toBe(limit);
  });

  it("words the 413 as the route declares it (the image dialogs' own text)", async () => {
    const body = multipartBody([
      { name: 'file', fileName: 'big.png', bytes: Buffer.alloc(6 * MB, 7) },
    ]);
    const error = await failureOf(readMultipart(requestOf(body), 5 * MB, ImageMessage.tooLarge));
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: ImageMessage.tooLarge,
      fields: { file: ImageMessage.tooLarge },
    });
  });

  it.each([
    [
      'a JSON body',
      requestOf(Buffer.from('{}'), 'application/json'),
      MultipartMessage.NotMultipart,
    ],
    [
      'two files',
      requestOf(
        multipartBody([
          { name: 'file', fileName: 'a.png', bytes: Buffer.from('a') },
          { name: 'file', fileName: 'b.png', bytes: Buffer.from('b') },
        ]),
      ),
      MultipartMessage.OneFile,
    ],
    [
      'a file in another field',
      requestOf(multipartBody([{ name: 'photo', fileName: 'a.png', bytes: Buffer.from('a') }])),
      MultipartMessage.UnexpectedFile,
    ],
    [
      'an overlong field',
      requestOf(multipartBody([{ name: 'issueDate', value: 'x'.repeat(2000) }])),
      MultipartMessage.FieldTooLong,
    ],
  ])('refuses %s with 400', async (_what, request, message) => {
    expect(await failureOf(readMultipart(request, 1024))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
    });
  });
});
