import { randomUUID } from 'node:crypto';
import {
  ContentRpc,
  DomainError,
  ErrorCode,
  ImageMessage,
  type Actor,
  type LibraryImageCategory,
} from '@mithaq/contracts';
import { Client } from 'pg';
import { startContent } from '../../test/content-harness';

const admin: Actor = { userId: randomUUID(), role: 'admin' };
const seeker: Actor = { userId: randomUUID(), role: 'seeker' };

/** A real 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_BASE64, 'base64');
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

const failureOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('site images and logos', () => {
  let content: Awaited<ReturnType<typeof startContent>>;
  let db: Client;

  const upload = (
    imageData: string,
    actor: Actor | null = admin,
    category: LibraryImageCategory = 'service-hero',
  ) =>
    content.harness.rpc.call(
      ContentRpc.uploadImage,
      { imageData, category, title: 'Hero', alt: 'A couple walking' },
      actor,
    );
  const imageCount = async (): Promise<number> =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM site_images')).rows[0]?.n);

  beforeAll(async () => {
    content = await startContent();
    db = new Client({ connectionString: (await content.harness.database('content')).url });
    await db.connect();
  }, 30_000);
  afterAll(async () => {
    await db.end();
    await content.stop();
  }, 30_000);

  it('stores a PNG under a generated name and serves the same bytes back', async () => {
    const image = await upload(dataUrl(PNG, 'image/png'));
    expect(image).toMatchObject({
      category: 'service-hero',
      title: 'Hero',
      alt: 'A couple walking',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(image.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(image.url).toBe(`/uploads/${image.filename}`);

    const file = await content.harness.rpc.call(ContentRpc.getImageFile, {
      filename: image.filename,
    });
    expect(file.contentType).toBe('image/png');
    expect(Buffer.from(file.base64, 'base64').equals(PNG)).toBe(true);
  }, 15_000);

  it.each([
    [
      'an HTML page named as a PNG',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
    ],
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
      'image/svg+xml',
    ],
    [
      'an SVG declared as a PNG',
      Buffer.from('<?xml version="1.0"?><svg onload="alert(1)"></svg>'),
      'image/png',
    ],
  ])('refuses %s and stores nothing', async (_label, bytes, type) => {
    const before = await imageCount();
    const error = await failureOf(upload(dataUrl(bytes, type)));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.message).toBe(ImageMessage.invalidType);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an image over 5 MB with the too-large message', async () => {
    const before = await imageCount();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const error = await failureOf(upload(dataUrl(big)));
    expect(error.code).toBe(ErrorCode.PayloadTooLarge);
    expect(error.message).toBe(ImageMessage.tooLarge);
    expect(await imageCount()).toBe(before);
  }, 20_000);

  it('lets only admins upload: 403 for a member, 401 for no caller', async () => {
    expect((await failureOf(upload(dataUrl(PNG), seeker))).code).toBe(ErrorCode.Forbidden);
    expect((await failureOf(upload(dataUrl(PNG), null))).code).toBe(ErrorCode.Unauthenticated);
  });

  it('stores a logo and points the setting at it, keeping logos out of the public list', async () => {
    const reply = await content.harness.rpc.call(
      ContentRpc.uploadLogo,
      { imageData: dataUrl(PNG), settingKey: 'header-logo' },
      admin,
    );
    expect(reply.message).toBe('Image uploaded');
    expect(reply.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(reply.setting).toMatchObject({
      key: 'header-logo',
      value: reply.url,
      updatedBy: admin.userId,
    });
    const settings = await content.harness.rpc.call(ContentRpc.listSettings, {});
    expect(settings.find((s) => s.key === 'header-logo')?.value).toBe(reply.url);

    const all = await content.harness.rpc.call(ContentRpc.listImages, {});
    expect(all.every((image) => image.category !== 'logo')).toBe(true);

    const logoName = reply.url.replace('/uploads/', '');
    const logo = await content.harness.rpc.call(ContentRpc.getImageFile, { filename: logoName });
    expect(logo.contentType).toBe('image/png');

    // In use by header-logo: deleting it would break the site header.
    const inUse = await failureOf(
      content.harness.rpc.call(ContentRpc.deleteImage, { id: logo.id }, admin),
    );
    expect(inUse.code).toBe(ErrorCode.Conflict);
  });

  it('leaves the setting alone when the logo is refused', async () => {
    const before = (await content.harness.rpc.call(ContentRpc.listSettings, {})).find(
      (s) => s.key === 'footer-logo',
    );
    const error = await failureOf(
      content.harness.rpc.call(
        ContentRpc.uploadLogo,
        {
          imageData: dataUrl(Buffer.from('GIF90a not really')),
          settingKey: 'footer-logo',
        },
        admin,
      ),
    );
    expect(error.message).toBe(ImageMessage.invalidType);
    const after = (await content.harness.rpc.call(ContentRpc.listSettings, {})).find(
      (s) => s.key === 'footer-logo',
    );
    expect(after).toEqual(before);
  });

  it('lists by category oldest first, and deletes', async () => {
    const first = await upload(dataUrl(PNG), admin, 'testimonial');
    const second = await upload(dataUrl(PNG), admin, 'testimonial');
    const testimonials = await content.harness.rpc.call(ContentRpc.listImages, {
      category: 'testimonial',
    });
    expect(testimonials.map((image) => image.id)).toEqual([first.id, second.id]);

    expect(await content.harness.rpc.call(ContentRpc.deleteImage, { id: first.id }, admin)).toEqual(
      { deleted: true, id: first.id },
    );
    const gone = await failureOf(
      content.harness.rpc.call(ContentRpc.getImageFile, { filename: first.filename }),
    );
    expect(gone.code).toBe(ErrorCode.NotFound);
    const again = await failureOf(
      content.harness.rpc.call(ContentRpc.deleteImage, { id: first.id }, admin),
    );
    expect(again.code).toBe(ErrorCode.NotFound);
  });
});
