import type { LogoUploadReply, SiteContent, SiteImage, SiteSetting } from '@mithaq/contracts';
import { ApiClient, newMember, Platform, startPlatformWithAdmin } from '@mithaq/testing';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const UNUSED_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin route of the content service, with a body that would otherwise be valid. Each row
 * has three cells: with fewer, jest would pass its `done` callback as the body.
 */
const adminRoutes: [string, string, unknown][] = [
  ['POST', '/api/admin/site-settings', { key: 'probe', value: 'x' }],
  ['PUT', '/api/admin/site-settings/site-name', { value: 'Hacked' }],
  ['POST', '/api/admin/site-content', { key: 'probe', title: 'x', content: '' }],
  ['PUT', '/api/admin/site-content/privacy-policy', { content: '<p>x</p>' }],
  [
    'POST',
    '/api/admin/site-images',
    { imageData: dataUrl(PNG), category: 'service-hero', title: 'x', alt: 'x' },
  ],
  ['DELETE', `/api/admin/site-images/${UNUSED_ID}`, undefined],
  [
    'POST',
    '/api/admin/upload-image',
    { imageData: dataUrl(PNG), imageType: 'image/png', settingKey: 'header-logo' },
  ],
  ['GET', '/api/admin/contact-submissions', undefined],
  ['PATCH', `/api/admin/contact-submissions/${UNUSED_ID}/status`, { status: 'read' }],
  ['POST', `/api/admin/contact-submissions/${UNUSED_ID}/respond`, { subject: 's', message: 'm' }],
  ['DELETE', `/api/admin/contact-submissions/${UNUSED_ID}`, undefined],
  ['GET', '/api/admin/sent-emails', undefined],
  ['POST', '/api/admin/compose-email', { to: 'a@example.com', subject: 's', message: 'm' }],
  ['DELETE', `/api/admin/sent-emails/${UNUSED_ID}`, undefined],
];

describe('content administration through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let seeker: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    seeker = new ApiClient(platform.baseUrl);
    expect((await seeker.json('POST', '/api/register', newMember())).status).toBe(201);
  }, 90_000);
  afterAll(() => platform.stop(), 30_000);

  it.each(adminRoutes)(
    '%s %s is 403 to a seeker and 401 to a visitor',
    async (method, path, body) => {
      expect((await seeker.json(method, path, body)).status).toBe(403);
      expect((await new ApiClient(platform.baseUrl).json(method, path, body)).status).toBe(401);
    },
  );

  it('publishes a setting the admin creates, and refuses the same key twice', async () => {
    const created = await admin.json<SiteSetting>('POST', '/api/admin/site-settings', {
      key: 'site-name-font',
      value: 'Amiri',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: 'site-name-font', value: 'Amiri' });

    const visitor = new ApiClient(platform.baseUrl);
    const listed = await visitor.json<SiteSetting[]>('GET', '/api/site-settings');
    expect(listed.status).toBe(200);
    expect(listed.body.find((s) => s.key === 'site-name-font')?.value).toBe('Amiri');
    expect(listed.body.find((s) => s.key === 'site-name')?.value).toBe('Mithaq');

    const again = await admin.json<{ message: string; code: string }>(
      'POST',
      '/api/admin/site-settings',
      { key: 'site-name-font', value: 'Scheherazade' },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: 'A setting with this key already exists',
    });

    const bad = await admin.json<{ fields: Record<string, string> }>(
      'POST',
      '/api/admin/site-settings',
      { key: '', value: '' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ key: 'Key is required', value: 'Value is required' });
  });

  it('updates content with sanitized HTML and 404s an unknown key', async () => {
    const updated = await admin.json<SiteContent>(
      'PUT',
      '/api/admin/site-content/terms-of-service',
      {
        content: '<p>Be kind.</p><script>alert(1)</script>',
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Terms of Service', content: '<p>Be kind.</p>' });
    const pages = await new ApiClient(platform.baseUrl).json<SiteContent[]>(
      'GET',
      '/api/site-content',
    );
    expect(pages.body.find((p) => p.key === 'terms-of-service')?.content).toBe('<p>Be kind.</p>');
    const missing = await admin.json('PUT', '/api/admin/site-content/nothing-here', {
      content: '<p>x</p>',
    });
    expect(missing.status).toBe(404);
  });

  it('serves an uploaded PNG from /uploads with safe, immutable headers', async () => {
    const uploaded = await admin.json<SiteImage>('POST', '/api/admin/site-images', {
      imageData: dataUrl(PNG),
      category: 'service-hero',
      title: 'Hero',
      alt: 'Mosque at dusk',
    });
    expect(uploaded.status).toBe(201);
    const listed = await new ApiClient(platform.baseUrl).json<SiteImage[]>(
      'GET',
      '/api/site-images?category=service-hero',
    );
    expect(listed.body.map((image) => image.id)).toContain(uploaded.body.id);

    for (const round of ['from the service', 'from the cache']) {
      const response = await fetch(`${platform.baseUrl}${uploaded.body.url}`);
      expect([round, response.status]).toEqual([round, 200]);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    }

    const unknown = await fetch(`${platform.baseUrl}/uploads/${UNUSED_ID}.png`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${platform.baseUrl}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);

    const deleted = await admin.json('DELETE', `/api/admin/site-images/${uploaded.body.id}`);
    expect(deleted.body).toEqual({ deleted: true, id: uploaded.body.id });
    expect((await fetch(`${platform.baseUrl}${uploaded.body.url}`)).status).toBe(404);
  });

  it('refuses files that are not images, and images over 5 MB, with the dialog texts', async () => {
    const html = await admin.json<{ message: string }>('POST', '/api/admin/site-images', {
      imageData: dataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
      category: 'testimonial',
      title: 'Sneaky',
    });
    expect(html.status).toBe(400);
    expect(html.body.message).toBe(
      'Invalid file type: Please select an image file (JPEG, PNG, GIF, etc.)',
    );
    const big = await admin.json<{ message: string }>('POST', '/api/admin/upload-image', {
      imageData: dataUrl(Buffer.concat([PNG, Buffer.alloc(Math.round(5.5 * 1024 * 1024))])),
      imageType: 'image/png',
      settingKey: 'footer-logo',
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File too large: Image size should be less than 5MB');
    // Larger still: refused by the gateway's body limit, with the same message.
    const huge = await admin.json<{ message: string }>('POST', '/api/admin/upload-image', {
      imageData: dataUrl(Buffer.concat([PNG, Buffer.alloc(7 * 1024 * 1024)])),
      imageType: 'image/png',
      settingKey: 'footer-logo',
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('File too large: Image size should be less than 5MB');
    const none = await admin.json<{ message: string }>('POST', '/api/admin/upload-image', {
      imageType: 'image/png',
      settingKey: 'footer-logo',
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No image selected: Please select an image to upload');
  });

  it('sets header-logo to an uploaded logo', async () => {
    const reply = await admin.json<LogoUploadReply>('POST', '/api/admin/upload-image', {
      imageData: dataUrl(PNG),
      imageType: 'image/png',
      settingKey: 'header-logo',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Image uploaded');
    expect(reply.body.setting).toMatchObject({ key: 'header-logo', value: reply.body.url });

    const settings = await new ApiClient(platform.baseUrl).json<SiteSetting[]>(
      'GET',
      '/api/site-settings',
    );
    expect(settings.body.find((s) => s.key === 'header-logo')?.value).toBe(reply.body.url);
    const logo = await fetch(`${platform.baseUrl}${reply.body.url}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');

    const reset = await admin.json<SiteSetting>('PUT', '/api/admin/site-settings/header-logo', {
      value: 'text-logo',
    });
    expect(reset.body.value).toBe('text-logo');
  });
});
