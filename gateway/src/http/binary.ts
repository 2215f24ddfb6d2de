import type { Response } from 'express';

/** A file as the gateway sends it: its bytes, content type and a name for saving it. */
export interface BinaryFile {
  contentType: string;
  bytes: Buffer;
  fileName: string;
}

/** A name safe in a header: letters, digits, dot, dash and underscore, never empty. */
export const safeFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return cleaned || 'file';
};

/**
 * Sends a file's bytes as the reply of a `binary` route: shown inline under a safe name, never
 * cached, and never sniffed into another type by the browser.
 */
export const sendBinary = (res: Response, file: BinaryFile): void => {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes.length));
  res.setHeader('Content-Disposition', `inline; filename="${safeFileName(file.fileName)}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(file.bytes);
};
