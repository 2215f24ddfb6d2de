import sharp from 'sharp';
import { unreadable } from './file-rules';

/** Far above any phone photo or scan; a larger canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes a JPEG or PNG and encodes it again in the same format, turned upright by its EXIF
 * orientation and carrying no metadata at all: no EXIF (GPS position, device, time), no XMP,
 * no comments. A truncated or corrupt image is refused as unreadable.
 */
export const reencodeImage = async (
  bytes: Buffer,
  contentType: 'image/jpeg' | 'image/png',
): Promise<Buffer> => {
  try {
    const image = sharp(bytes, {
      failOn: 'truncated',
      limitInputPixels: MAX_INPUT_PIXELS,
    }).rotate();
    const encoded =
      contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    return await encoded.toBuffer();
  } catch {
    throw unreadable();
  }
};
