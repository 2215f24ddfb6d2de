import { ImageMessage, MAX_IMAGE_BYTES } from '@mithaq/contracts';

/** Logo and site-image uploads are limited to 5MB. */
export { MAX_IMAGE_BYTES };

/** The types the server stores (it checks magic bytes and refuses the rest, SVG included). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface ImageFileProblem {
  title: string;
  description: string;
}

/** "Title: description" → a toast's title and description. */
const asProblem = (message: string): ImageFileProblem => {
  const colon = message.indexOf(': ');
  return { title: message.slice(0, colon), description: message.slice(colon + 2) };
};

/** The three logo-upload messages (the server's own texts), as toasts. */
export const imageProblems = {
  invalidType: asProblem(ImageMessage.invalidType),
  tooLarge: asProblem(ImageMessage.tooLarge),
  missing: asProblem(ImageMessage.missing),
} as const;

const isAcceptedType = (type: string): boolean =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());

/** Why a chosen file cannot be uploaded, or null when it can. */
export const imageFileProblem = (
  file: Pick<File, 'type' | 'size'> | null,
): ImageFileProblem | null => {
  if (!file) {
    return imageProblems.missing;
  }
  if (!isAcceptedType(file.type)) {
    return imageProblems.invalidType;
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return imageProblems.tooLarge;
  }
  return null;
};

/** The file as a data URL, for its preview. */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
