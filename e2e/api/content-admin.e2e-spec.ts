/** @platform shared */
import { request as httpRequest } from 'node:http';
import {
  AccessMessage,
  ContentRoutes,
  ErrorCode,
  ImageMessage,
  type HttpErrorBody,
  type LogoUploadReply,
  type SiteContent,
  type SiteImage,
  type SiteSetting,
} from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import { sessionCookie } from './messaging-fixtures';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const UNUSED_ID = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;
const IMAGES = ContentRoutes.uploadImage.path;
const LOGOS = ContentRoutes.uploadLogo.path;

/**
 * Every admin route of the content service, with a body that would otherwise be valid (the two
 * uploads are multipart: here only their text fields, as JSON, which is refused before it is
 * read anyway). Each row has three cells: with fewer, jest would pass its `done` callback as the
 * body.
 */
const adminRoutes: [string, string, unknown][] = [
  ['POST', '/api/admin/site-settings', { key: 'probe', value: 'x' }],
  ['PUT', '/api/admin/site-settings/site-name', { value: 'Hacked' }],
  ['POST', '/api/admin/site-content', { key: 'probe', title: 'x', content: '' }],
  ['PUT', '/api/admin/site-content/privacy-policy', { content: '<p>x</p>' }],
  ['POST', IMAGES, { category: 'service-hero', title: 'x', alt: 'x' }],
  ['DELETE', `/api/admin/site-images/${UNUSED_ID}`, undefined],
  ['POST', LOGOS, { settingKey: 'header-logo' }],
  ['GET', '/api/admin/contact-submissions', undefined],
  ['PATCH', `/api/admin/contact-submissions/${UNUSED_ID}/status`, { status: 'read' }],
  ['POST', `/api/admin/contact-submissions/${UNUSED_ID}/respond`, { subject: 's', message: 'm' }],
  ['DELETE', `/api/admin/contact-submissions/${UNUSED_ID}`, undefined],
  ['GET', '/api/admin/sent-emails', undefined],
  ['POST', '/api/admin/compose-email', { to: 'a@example.com', subject: 's', message: 'm' }],
  ['DELETE', `/api/admin/sent-emails/${UNUSED_ID}`, undefined],
];

/** A browser session (its cookie and CSRF token) that posts multipart forms as the SPA does. */
interface FormSession {
  cookie: string;
  csrf: string;
}

interface FilePart {
  bytes: Buffer;
  fileName: string;
  type: string;
}

const BOUNDARY = '----mithaq-image-upload';

/** The start of a multipart body: the text fields, then the head of the file part. */
const formHead = (fields: Record<string, string>, file: Omit<FilePart, 'bytes'>): Buffer =>
  Buffer.from(
    [
      ...Object.entries(fields).map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n`,
      `Content-Type: ${file.type}\r\n\r\n`,
    ].join(''),
  );

/**
 * Posts the start of an upload and never finishes it: the body's first `chunks` are written and
 * the stream stays open. Resolves with the answer, which can only come from a server that
 * decided without waiting for the rest of the body.
 */
const neverEndingUpload = (
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<{ status: number; body: HttpErrorBody }> => {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: hostname,
      port,
      method: 'POST',
      path,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        // Announces far more than is ever sent.
        'content-length': String(64 * MB),
        ...headers,
      },
    });
    req.on('response', (response) => {
      const received: Buffer[] = [];
      response.on('data', (chunk: Buffer) => received.push(chunk));
      response.on('end', () => {
        req.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(received).toString()) as HttpErrorBody,
        });
      });
    });
    // Writing may fail once the server has answered and closed: the answer is what counts.
    req.on('error', () => undefined);
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to a never-ending upload to ${path}`));
    }, 20_000);
    req.on('close', () => clearTimeout(timer));
    for (const chunk of chunks) {
      req.write(chunk);
    }
  });
};

describe('content administration through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let seeker: ApiClient;
  let adminForm: FormSession;
  let seekerForm: FormSession;
  let visitorForm: FormSession;

  /** A fresh browser session of the account, with its CSRF token. */
  const formSession = async (username: string, password: string): Promise<FormSession> => {
    const cookie = await sessionCookie(platform.baseUrl, username, password);
    const reply = await fetch(`${platform.baseUrl}/api/csrf-token`, { headers: { cookie } });
    return { cookie, csrf: ((await reply.json()) as { csrfToken: string }).csrfToken };
  };

  /** A visitor's session: signed in as nobody, but with a CSRF token, as the SPA has one. */
  const visitorSession = async (): Promise<FormSession> => {
    const reply = await fetch(`${platform.baseUrl}/api/csrf-token`);
    const cookie = reply.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { cookie, csrf: ((await reply.json()) as { csrfToken: string }).csrfToken };
  };

  /** Posts a multipart form as the SPA does: the text fields and the file in "file". */
  const postForm = async <T>(
    session: FormSession | null,
    path: string,
    fields: Record<string, string>,
    file?: FilePart,
  ): Promise<{ status: number; body: T & HttpErrorBody }> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      form.set(name, value);
    }
    if (file) {
      form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
    }
    const response = await fetch(`${platform.baseUrl}${path}`, {
      method: 'POST',
      headers: session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as T & HttpErrorBody };
  };

  const png = (fileName = 'hero.png'): FilePart => ({ bytes: PNG, fileName, type: 'image/png' });
  const visitor = () => new ApiClient(platform.baseUrl);
  const imageIds = async (category: 'service-hero' | 'testimonial'): Promise<string[]> =>
    (await visitor().json<SiteImage[]>('GET', `/api/site-images?category=${category}`)).body.map(
      (image) => image.id,
    );
  const settingValue = async (key: string): Promise<string | undefined> =>
    (await visitor().json<SiteSetting[]>('GET', '/api/site-settings')).body.find(
      (setting) => setting.key === key,
    )?.value;

  beforeAll(async () => {
    const started = await startPlatformWithAdmin(platform);
    admin = started.admin;
    adminForm = await formSession(started.credentials.username, started.credentials.password);
    seeker = new ApiClient(platform.baseUrl);
    const member = newMember();
    expect((await registerAndSignIn(seeker, member)).status).toBe(200);
    seekerForm = await formSession(member.username, member.password);
    visitorForm = await visitorSession();
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

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

  it('serves a PNG uploaded as a multipart form from /uploads, with safe, immutable headers', async () => {
    const uploaded = await postForm<SiteImage>(
      adminForm,
      IMAGES,
      { category: 'service-hero', title: 'Hero', alt: 'Mosque at dusk' },
      png(),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      category: 'service-hero',
      title: 'Hero',
      alt: 'Mosque at dusk',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(await imageIds('service-hero')).toContain(uploaded.body.id);

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

  it('decides the type from the bytes: HTML called .png is refused, a PNG called .txt is stored', async () => {
    const before = await imageIds('testimonial');
    const html = await postForm(
      adminForm,
      IMAGES,
      { category: 'testimonial', title: 'Sneaky' },
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        fileName: 'photo.png',
        type: 'image/png',
      },
    );
    expect([html.status, html.body.message]).toEqual([400, ImageMessage.invalidType]);
    expect(await imageIds('testimonial')).toEqual(before);

    const renamed = await postForm<SiteImage>(
      adminForm,
      IMAGES,
      { category: 'testimonial', title: 'Renamed' },
      { bytes: PNG, fileName: 'notes.txt', type: 'text/plain' },
    );
    expect([renamed.status, renamed.body.contentType]).toEqual([201, 'image/png']);
    expect(renamed.body.url).toMatch(/\.png$/);
    await admin.json('DELETE', `/api/admin/site-images/${renamed.body.id}`);
  });

  it("answers a bad form with its field's own text, storing nothing", async () => {
    const before = await imageIds('testimonial');
    const cases: [string, Record<string, string>, FilePart | undefined, string][] = [
      ['no file', { category: 'testimonial', title: 'x' }, undefined, ImageMessage.missing],
      [
        'an empty file',
        { category: 'testimonial', title: 'x' },
        { bytes: Buffer.alloc(0), fileName: 'empty.png', type: 'image/png' },
        ImageMessage.missing,
      ],
      ['no title', { category: 'testimonial' }, png(), 'Title is required'],
      [
        'an unknown category',
        { category: 'logo', title: 'x' },
        png(),
        'Category must be service-hero or testimonial',
      ],
    ];
    for (const [what, fields, file, message] of cases) {
      const reply = await postForm(adminForm, IMAGES, fields, file);
      expect([what, reply.status, reply.body.message]).toEqual([what, 400, message]);
    }
    const logo = await postForm(adminForm, LOGOS, { settingKey: 'site-name' }, png());
    expect([logo.status, logo.body.message]).toEqual([
      400,
      'Setting key must be header-logo, footer-logo or site-logo',
    ]);
    expect(await imageIds('testimonial')).toEqual(before);
  });

  it('refuses the old data-URL JSON body with a clear 400', async () => {
    const before = await settingValue('footer-logo');
    const json = await admin.json<HttpErrorBody>('POST', LOGOS, {
      imageData: dataUrl(PNG),
      imageType: 'image/png',
      settingKey: 'footer-logo',
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(
      'The upload must be multipart/form-data with the file in the field "file"',
    );
    const images = await admin.json<HttpErrorBody>('POST', IMAGES, {
      imageData: dataUrl(PNG),
      category: 'service-hero',
      title: 'x',
    });
    expect([images.status, images.body.message]).toEqual([400, json.body.message]);
    // As a form field, the data URL is no file either.
    const asField = await postForm(adminForm, LOGOS, {
      settingKey: 'footer-logo',
      imageData: dataUrl(Buffer.from('GIF89a')),
    });
    expect(asField.status).toBe(400);
    expect(await settingValue('footer-logo')).toBe(before);
  });

  it('refuses a 6 MB image with 413 and the dialog text, storing nothing', async () => {
    const before = {
      images: await imageIds('service-hero'),
      logo: await settingValue('footer-logo'),
    };
    const big = Buffer.concat([PNG, Buffer.alloc(6 * MB - PNG.length)]);
    const image = await postForm(
      adminForm,
      IMAGES,
      { category: 'service-hero', title: 'Too big' },
      { bytes: big, fileName: 'big.png', type: 'image/png' },
    );
    expect([image.status, image.body.message]).toEqual([413, ImageMessage.tooLarge]);
    const logo = await postForm(
      adminForm,
      LOGOS,
      { settingKey: 'footer-logo' },
      {
        bytes: big,
        fileName: 'big.png',
        type: 'image/png',
      },
    );
    expect([logo.status, logo.body.message]).toEqual([413, ImageMessage.tooLarge]);
    expect(await imageIds('service-hero')).toEqual(before.images);
    expect(await settingValue('footer-logo')).toBe(before.logo);

    // The cut-off is on the stream: past 5 MB the answer comes while the body is still open.
    const streamed = await neverEndingUpload(
      platform.baseUrl,
      LOGOS,
      { cookie: adminForm.cookie, 'x-csrf-token': adminForm.csrf },
      [formHead({ settingKey: 'footer-logo' }, { fileName: 'big.png', type: 'image/png' }), big],
    );
    expect([streamed.status, streamed.body.message]).toEqual([413, ImageMessage.tooLarge]);
    expect(await settingValue('footer-logo')).toBe(before.logo);
  });

  it.each([
    [
      'a visitor',
      () => ({ cookie: visitorForm.cookie, 'x-csrf-token': visitorForm.csrf }),
      401,
      AccessMessage.SignIn,
    ],
    ['a visitor without a session', () => ({}), 403, undefined],
    [
      'a member',
      () => ({ cookie: seekerForm.cookie, 'x-csrf-token': seekerForm.csrf }),
      403,
      AccessMessage.AdminOnly,
    ],
    ['an admin without the CSRF token', () => ({ cookie: adminForm.cookie }), 403, undefined],
  ])(
    'answers %s before reading the body of an upload that never ends',
    async (_who, headersOf, status, message) => {
      for (const path of [IMAGES, LOGOS]) {
        const reply = await neverEndingUpload(platform.baseUrl, path, headersOf(), [
          formHead(
            { settingKey: 'header-logo', category: 'service-hero', title: 'x' },
            {
              fileName: 'logo.png',
              type: 'image/png',
            },
          ),
          PNG,
        ]);
        expect([path, reply.status]).toEqual([path, status]);
        if (message) {
          expect(reply.body.message).toBe(message);
        } else {
          expect(reply.body.code).toBe(ErrorCode.CsrfInvalid);
        }
      }
    },
  );

  it('sets header-logo to a logo uploaded as a multipart form', async () => {
    const reply = await postForm<LogoUploadReply>(
      adminForm,
      LOGOS,
      { settingKey: 'header-logo' },
      png('logo.png'),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Image uploaded');
    expect(reply.body.setting).toMatchObject({ key: 'header-logo', value: reply.body.url });

    expect(await settingValue('header-logo')).toBe(reply.body.url);
    const logo = await fetch(`${platform.baseUrl}${reply.body.url}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);

    const reset = await admin.json<SiteSetting>('PUT', '/api/admin/site-settings/header-logo', {
      value: 'text-logo',
    });
    expect(reset.body.value).toBe('text-logo');
  });
});
