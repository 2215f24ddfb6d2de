/** @platform shared */
import { request as httpRequest } from 'node:http';
import {
  ContentRoutes,
  ErrorCode,
  type CurrentUser,
  type HttpErrorBody,
  type SiteSetting,
} from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  POSTGRES_URL,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import { Client } from 'pg';
import { signedInMember, type Account } from './security-fixtures';

/** A victim-free admin action: rejecting an account, by path in the wrong letter case. */
const rejectPath = (prefix: string, id: string): string => `${prefix}/admin/reject-user/${id}`;

describe('security headers and the hardened request pipeline', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let seeker: Account;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    seeker = await signedInMember(platform.baseUrl);
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('sends a strict Content-Security-Policy with the SPA, and no inline script in it', async () => {
    const response = await fetch(`${platform.baseUrl}/`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive('script-src')).toContain(new URL(platform.stripe?.stripeJsUrl ?? '').origin);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('connect-src')).toContain(`ws://${new URL(platform.baseUrl).host}`);
    // Every script of the built page is an external file: nothing the policy would block.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect([attributes?.includes('src='), body?.trim()]).toEqual([true, '']);
    }
  });

  it('sends the other security headers on pages and API replies alike', async () => {
    for (const path of ['/', '/api/site-settings', '/api/user']) {
      const headers = (await fetch(`${platform.baseUrl}${path}`)).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('same-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('permissions-policy')).toMatch(
        /camera=\(\), microphone=\(\), geolocation=\(\).*payment=\(self "https:\/\/js\.stripe\.com"\)/,
      );
      // Plain HTTP here: HSTS only goes out over TLS.
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('marks every personal API reply no-store, and only public ones cacheable', async () => {
    const me = await seeker.client.request('GET', '/api/user');
    expect(me.headers.get('cache-control')).toBe('no-store');
    const token = await new ApiClient(platform.baseUrl).request('GET', '/api/csrf-token');
    expect(token.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${platform.baseUrl}/api/admin/users`);
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'no-store']);
    const settings = await fetch(`${platform.baseUrl}/api/site-settings`);
    expect(settings.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/API', '/Api', '/aPI'])(
    'refuses a mutating call under %s without a CSRF token, and never runs it',
    async (prefix) => {
      const target = await signedInMember(platform.baseUrl);
      const sneaky = await admin.request('POST', rejectPath(prefix, target.id), { csrf: false });
      expect([403, 404]).toContain(sneaky.status);
      const body = (await sneaky.json()) as HttpErrorBody;
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
      // With the token too: the mis-cased path reaches no handler.
      const withToken = await admin.request('POST', rejectPath(prefix, target.id));
      expect(withToken.status).toBe(404);
      const still = await target.client.json<CurrentUser>('GET', '/api/user');
      expect([still.status, still.body.approvalStatus]).toEqual([200, 'pending']);
    },
  );

  it('answers an unauthenticated 5 MB upload before reading its body', async () => {
    const { hostname, port } = new URL(platform.baseUrl);
    const total = 5 * 1024 * 1024;
    const sent = { bytes: 0 };
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: hostname,
        port,
        method: 'POST',
        path: ContentRoutes.uploadLogo.path,
        headers: { 'content-type': 'application/json', 'content-length': String(total) },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => (sent.bytes < total ? undefined : reject(error)));
      // The first 64 KB only; the rest would follow once the server asked for it.
      req.write(`{"imageData":"data:image/png;base64,${'A'.repeat(64 * 1024)}`);
      sent.bytes = 64 * 1024;
    });
    expect([401, 403]).toContain(status);
    expect(sent.bytes).toBeLessThan(total);
  });

  it('refuses a member posting 9 MB to an admin upload with 403, not 413: unread', async () => {
    const reply = await seeker.client.request('POST', ContentRoutes.uploadLogo.path, {
      raw: `{"imageData":"${'A'.repeat(9 * 1024 * 1024)}"}`,
    });
    expect(reply.status).toBe(403);
    expect(((await reply.json()) as HttpErrorBody).message).toBe('Only administrators can do this');
  });

  it.each([
    ['a NUL byte', 'Hello\u0000there'],
    ['a lone surrogate', 'Hello \uD83D there'],
  ])('answers %s in a text field with a clear 400, storing nothing', async (_what, text) => {
    const reply = await admin.json<HttpErrorBody>('PUT', '/api/admin/site-settings/contact-hours', {
      value: text,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(ErrorCode.ValidationFailed);
    expect(reply.body.message).toMatch(/value contains a character that is not allowed/);
    const settings = await admin.json<SiteSetting[]>('GET', '/api/site-settings');
    expect(settings.body.find((s) => s.key === 'contact-hours')?.value).not.toBe(text);
  });

  it('names no admin in the public site settings', async () => {
    const changed = await admin.json<SiteSetting>('PUT', '/api/admin/site-settings/contact-name', {
      value: 'The Mithaq team',
    });
    expect(changed.body.updatedBy).toBeTruthy();
    const visitor = await fetch(`${platform.baseUrl}/api/site-settings`);
    const text = await visitor.text();
    expect(text).toContain('The Mithaq team');
    expect(text).not.toContain(changed.body.updatedBy ?? 'no admin id');
    expect(text).not.toContain('updatedBy');
  });

  it('opens /metrics and /api/docs outside production', async () => {
    expect((await fetch(`${platform.baseUrl}/metrics`)).status).toBe(200);
    expect((await fetch(`${platform.baseUrl}/api/docs-json`)).status).toBe(200);
  });

  it('answers /health on the connections it keeps', async () => {
    const first = await platform.health();
    const second = await platform.health();
    expect([first.status, second.status]).toEqual([200, 200]);
    // Each gateway process keeps one Postgres connection for its checks, open between them: more
    // checks open no more (none is opened per check).
    const keptConnections = async (): Promise<number> => {
      const db = new Client({ connectionString: `${POSTGRES_URL}/postgres` });
      await db.connect();
      const kept = await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
        [`mithaq-gateway-health ${platform.tag}.`.slice(0, 63)],
      );
      await db.end();
      return Number(kept.rows[0]?.n);
    };
    const before = await keptConnections();
    expect(before).toBeGreaterThanOrEqual(1);
    // The shared platform's gateway runs as two processes (e2e/platform-environment.cjs).
    expect(before).toBeLessThanOrEqual(2);
    for (let i = 0; i < 6; i += 1) {
      expect((await platform.health()).status).toBe(200);
    }
    const after = await keptConnections();
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after).toBeLessThanOrEqual(2);
    const details = second.body['details'] as Record<string, { status: string }>;
    expect([details['postgres']?.status, details['rabbitmq']?.status]).toEqual(['up', 'up']);
  });
});
