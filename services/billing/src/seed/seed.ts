import {
  BillingRoutes,
  IdentityRoutes,
  routeUrl,
  type AdminUser,
  type Page,
} from '@mithaq/contracts';
import { z } from 'zod';
import { demoFreeMembers, demoGrantReason, demoTier } from './demo-memberships';

const seedEnvSchema = z.object({
  SEED_DEMO_MEMBERS: z.enum(['true', 'false']).default('true'),
  GATEWAY_URL: z.url().default('http://127.0.0.1:3000'),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().default('mithaq-admin-local'),
});

/** An admin's session against the running gateway: the cookie and the CSRF token. */
class AdminSession {
  private cookie = '';
  private csrf = '';

  constructor(private readonly baseUrl: string) {}

  async signIn(username: string, password: string): Promise<void> {
    // A token for the visitor's session, then a fresh one: signing in starts a new session.
    await this.refreshCsrf();
    await this.send('POST', IdentityRoutes.login.path, { username, password });
    await this.refreshCsrf();
  }

  private async refreshCsrf(): Promise<void> {
    const { csrfToken } = (await this.send('GET', IdentityRoutes.csrfToken.path)) as {
      csrfToken: string;
    };
    this.csrf = csrfToken;
  }

  async send(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (setCookie.length > 0) {
      this.cookie = setCookie.join('; ');
    }
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${text}`);
    }
    return text ? (JSON.parse(text) as unknown) : null;
  }
}

/**
 * Grants the approved demo members a complimentary tier through the admin route, as an admin
 * would, so billing announces it and every service applies it. Members already on a tier, the
 * free ones of `demoFreeMembers` and members not approved are left alone: running it again
 * changes nothing. It needs the platform running (npm start runs it once the gateway is up).
 */
const seed = async (): Promise<void> => {
  const env = seedEnvSchema.parse(process.env);
  if (env.SEED_DEMO_MEMBERS === 'false') {
    console.log('billing seed: demo members disabled');
    return;
  }
  const admin = new AdminSession(env.GATEWAY_URL);
  await admin.signIn(env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  const page = (await admin.send(
    'GET',
    `${IdentityRoutes.listUsers.path}?page=1&pageSize=100&search=demo_`,
  )) as Page<AdminUser>;
  let granted = 0;
  for (const user of page.items) {
    if (
      !user.username.startsWith('demo_') ||
      demoFreeMembers.includes(user.username) ||
      user.approvalStatus !== 'approved' ||
      user.membershipTier !== 'free'
    ) {
      continue;
    }
    await admin.send('POST', routeUrl(BillingRoutes.grantComplimentary, { id: user.id }), {
      tier: demoTier,
      reason: demoGrantReason,
      endsOn: null,
    });
    granted += 1;
  }
  console.log(`billing seed: ${granted} demo member(s) granted ${demoTier}`);
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
