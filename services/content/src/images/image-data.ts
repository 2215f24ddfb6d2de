import { DomainError, ErrorCode, ImageMessage, MAX_IMAGE_BYTES } from '@mithaq/contracts';

export interface ImageKind {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

export interface DecodedImage extends ImageKind {
  bytes: Buffer;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * The image type from the file's first bytes. The declared type and the name are ignored: they
 * are whatever the uploader says, and an SVG or HTML file called .png must not be served as one.
 */
export const detectImageType = (bytes: Uint8Array): ImageKind | null => {
  if (startsWith(bytes, JPEG)) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (startsWith(bytes, PNG)) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
};

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface DataUrlParts {
  mimeType: string | null;
  base64: string;
}

/** Splits a base64 data URL; null when the text is not one. */
export const parseDataUrl = (value: string): DataUrlParts | null => {
  const match = DATA_URL.exec(value);
  if (!match) {
    return null;
  }
  const base64 = value.slice(match[0].length).replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    return null;
  }
  return { mimeType: match[1]?.toLowerCase() ?? null, base64 };
};

/** Decoded size of base64 text, known before decoding it. */
export const decodedLength = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
};

/** Turns an uploaded data URL into checked image bytes, or throws with the dialog's message. */
export const decodeImage = (imageData: string, maxBytes = MAX_IMAGE_BYTES): DecodedImage => {
  if (imageData.trim() === '') {
    throw new DomainError(ErrorCode.ValidationFailed, ImageMessage.missing, {
      imageData: ImageMessage.missing,
    });
  }
  const invalid = new DomainError(ErrorCode.ValidationFailed, ImageMessage.invalidType, {
    imageData: ImageMessage.invalidType,
  });
  const parts = parseDataUrl(imageData.trim());
  if (!parts) {
    throw invalid;
  }
  if (decodedLength(parts.base64) > maxBytes) {
    throw new DomainError(ErrorCode.PayloadTooLarge, ImageMessage.tooLarge, {
      imageData: ImageMessage.tooLarge,
    });
  }
  const bytes = Buffer.from(parts.base64, 'base64');
  const kind = detectImageType(bytes);
  if (!kind) {
    throw invalid;
  }
  return { ...kind, bytes };
};
