import {
  DocumentRoutes,
  routeUrl,
  type DocumentType,
  type MemberDocument,
} from '@mithaq/contracts';
import { responseTextOf } from '../../../lib/api-error';
import { CSRF_HEADER, csrfTokenCache } from '../../../lib/csrf';

export interface UploadRequest {
  type: DocumentType;
  file: File;
  /** Proof of address only: the date printed on it (YYYY-MM-DD). */
  issueDate?: string;
  /** Called as the file's bytes leave the browser: 0 to 100. */
  onProgress: (percent: number) => void;
}

/** A refused or failed upload, with the server's message when it sent one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Sends one document as multipart/form-data (field `file`, plus `issueDate`) through
 * XMLHttpRequest, whose upload events report the real progress of the bytes sent. The request
 * carries the session cookie and the CSRF header every mutating call sends.
 */
export const uploadDocument = async ({
  type,
  file,
  issueDate,
  onProgress,
}: UploadRequest): Promise<MemberDocument> => {
  const token = await csrfTokenCache.get();
  const form = new FormData();
  if (issueDate) {
    form.append('issueDate', issueDate);
  }
  form.append('file', file, file.name);
  return new Promise<MemberDocument>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      DocumentRoutes.uploadDocument.method,
      routeUrl(DocumentRoutes.uploadDocument, { type }),
    );
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) {
      xhr.setRequestHeader(CSRF_HEADER, token);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as MemberDocument);
      } else {
        reject(
          new UploadError(responseTextOf(body) || `Upload failed (${xhr.status})`, xhr.status),
        );
      }
    };
    xhr.onerror = () => reject(new UploadError('The upload could not reach the server', null));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled', null));
    xhr.send(form);
  });
};
