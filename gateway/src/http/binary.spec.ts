import type { Response } from 'express';
import { safeFileName, sendBinary } from './binary';

describe('sending a file', () => {
  it.each([
    ['passport.pdf', 'passport.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\photo 1.jpg', 'photo_1.jpg'],
    ['"; evil=1.png', 'evil_1.png'],
    ['.hidden', 'hidden'],
    ['', 'file'],
    ['صورة.png', 'png'],
  ])('names %j safely as %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('sends the bytes inline, never cached or sniffed', () => {
    const headers: Record<string, string> = {};
    let sent: Buffer | undefined;
    let status = 0;
    const res = {
      status: (code: number) => {
        status = code;
        return res;
      },
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
      end: (bytes: Buffer) => {
        sent = bytes;
      },
    } as unknown as Response;
    const bytes = Buffer.from('%PDF-1.4');
    sendBinary(res, { contentType: 'application/pdf', bytes, fileName: 'my bill.pdf' });
    expect(status).toBe(200);
    expect(sent).toBe(bytes);
    expect(headers).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': 'inline; filename="my_bill.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
});
