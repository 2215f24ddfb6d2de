import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import {
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { DocumentMessage, DomainError, ErrorCode, MB } from '@mithaq/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

/** The file field every multipart route reads. */
export const FILE_FIELD = 'file';

export const MultipartMessage = {
  NotMultipart: `The upload must be multipart/form-data with the file in the field "${FILE_FIELD}"`,
  OneFile: 'Please upload one file at a time',
  UnexpectedFile: `The file must be sent in the field "${FILE_FIELD}"`,
  FieldTooLong: 'A form field is too long',
  TooManyFields: 'The form has too many fields',
  Unreadable: 'The upload could not be read',
} as const;

/** A file received by a multipart route: its bytes and what the client said about it. */
export interface UploadedFile {
  buffer: Buffer;
  fileName: string;
  /** As the client declared it: never trusted, the service decides the type from the bytes. */
  declaredType: string;
}

export interface MultipartUploadResult {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const invalid = (message: string, field?: string): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, message, field ? { [field]: message } : undefined);

/**
 * The 413 of a file past its route's limit: the route's own text when it declares one (the
 * image dialogs show theirs), else "File too large: Maximum file size is 10MB", as the
 * documents service words its size rule.
 */
export const tooLarge = (maxBytes: number, message?: string): DomainError => {
  if (message) {
    return new DomainError(ErrorCode.PayloadTooLarge, message, { [FILE_FIELD]: message });
  }
  const limit = `Maximum file size is ${maxBytes / MB}MB`;
  return new DomainError(ErrorCode.PayloadTooLarge, `${DocumentMessage.FileTooLarge}: ${limit}`, {
    [FILE_FIELD]: limit,
  });
};

/**
 * Reads a multipart/form-data request: its text fields and one file in the field `file`, kept
 * in memory up to `maxBytes`. Past that, or on any malformed part, it stops reading at once and
 * fails (the rest of the request is drained unread).
 */
export const readMultipart = (
  request: Readable & { headers: IncomingHttpHeaders },
  maxBytes: number,
  tooLargeMessage?: string,
): Promise<MultipartUploadResult> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: {
          files: 1,
          // busboy signals the limit once a file reaches it: one byte more than allowed.
          fileSize: maxBytes + 1,
          fields: 10,
          parts: 11,
          fieldNameSize: 100,
          fieldSize: 1024,
        },
      });
    } catch {
      reject(invalid(MultipartMessage.NotMultipart));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let failed = false;
    const fail = (error: DomainError): void => {
      if (failed) {
        return;
      }
      failed = true;
      request.unpipe(parser);
      parser.removeAllListeners('close');
      // Whatever is still coming is read and dropped, never kept.
      request.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD) {
        stream.resume();
        fail(invalid(MultipartMessage.UnexpectedFile, name));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!failed) {
          chunks.push(chunk);
        }
      });
      stream.on('limit', () => fail(tooLarge(maxBytes, tooLargeMessage)));
      stream.on('end', () => {
        if (!failed) {
          file = {
            buffer: Buffer.concat(chunks),
            fileName: info.filename || FILE_FIELD,
            declaredType: info.mimeType,
          };
        }
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(invalid(MultipartMessage.FieldTooLong, name));
        return;
      }
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(invalid(MultipartMessage.OneFile, FILE_FIELD)));
    parser.on('fieldsLimit', () => fail(invalid(MultipartMessage.TooManyFields)));
    parser.on('partsLimit', () => fail(invalid(MultipartMessage.TooManyFields)));
    parser.on('error', () => fail(invalid(MultipartMessage.Unreadable)));
    parser.on('close', () => {
      if (!failed) {
        resolve({ fields, file });
      }
    });
    request.on('error', () => fail(invalid(MultipartMessage.Unreadable)));
    request.pipe(parser);
  });

const uploads = new WeakMap<Request, UploadedFile | null>();

/**
 * Reads a multipart route's request after the access guard (so nothing is read for a caller
 * who may not upload) and before its handler: the text fields become the body the route's
 * schema validates, the file is handed to the handler through `@Upload()`.
 */
export class MultipartUpload implements NestInterceptor {
  constructor(private readonly limit: { readonly maxBytes: number; readonly tooLarge?: string }) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const { fields, file } = await readMultipart(req, this.limit.maxBytes, this.limit.tooLarge);
    req.body = fields;
    uploads.set(req, file);
    return next.handle();
  }
}

/** Handler parameter of a multipart route: the uploaded file, or null when none was sent. */
export const Upload = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile | null =>
    uploads.get(context.switchToHttp().getRequest<Request>()) ?? null,
);
