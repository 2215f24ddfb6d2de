import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES, readAsDataUrl } from './image-file';

const file = (type: string, size: number) => ({ type, size });

describe('image files', () => {
  it('asks for an image when none is chosen', () => {
    expect(imageFileProblem(null)).toEqual({
      title: 'No image selected',
      description: 'Please select an image to upload',
    });
  });

  it('refuses what is not a JPEG, PNG, GIF or WebP image', () => {
    for (const type of ['text/plain', 'application/pdf', 'image/svg+xml', '']) {
      expect(imageFileProblem(file(type, 10))).toEqual({
        title: 'Invalid file type',
        description: 'Please select an image file (JPEG, PNG, GIF, etc.)',
      });
    }
  });

  it('accepts up to 5MB and refuses more', () => {
    expect(imageFileProblem(file('image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(imageFileProblem(file('image/jpeg', 1024))).toBeNull();
    expect(imageFileProblem(file('image/gif', 1))).toBeNull();
    expect(imageFileProblem(file('image/webp', 1))).toBeNull();
    expect(imageFileProblem(file('image/png', MAX_IMAGE_BYTES + 1))).toEqual({
      title: 'File too large',
      description: 'Image size should be less than 5MB',
    });
  });

  it('reads a file as a data URL', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    expect(await readAsDataUrl(png)).toBe('data:image/png;base64,iVBORw==');
  });
});
