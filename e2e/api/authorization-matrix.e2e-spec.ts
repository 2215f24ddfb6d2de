import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  Access,
  AccessMessage,
  allRoutes,
  ErrorCode,
  routeKey,
  routeUrl,
  type AnyRoute,
  type HttpErrorBody,
} from '@mithaq/contracts';
import {
  ApiClient,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  POSTGRES_URL,
  RABBITMQ_URL,
  REDIS_URL,
  ROOT,
  startPlatformWithAdmin,
  Platform,
  TEST_RPC_TIMEOUT_MS,
} from '@mithaq/testing';
import {
  ACCESS_REFUSALS,
  paramsFor,
  signedInMember,
  signedInWali,
  signIn,
  type Account,
} from './security-fixtures';

/**
 * Every route the running gateway serves, called as each kind of caller, against the access
 * rule its contract declares. Ids in paths and bodies are real ids of another member (the
 * "victim"), except the field a self route reads its owner from, which names the seeker: so the
 * other seeker, the wali and the admin each try to act on the seeker's data.
 */

const ROLES = ['visitor', 'seeker', 'other seeker', 'wali', 'admin'] as const;
type RoleName = (typeof ROLES)[number];

type Outcome =
  { allowed: true } | { allowed: false; status: 401 | 403; code: ErrorCode; message: string };

const ALLOWED: Outcome = { allowed: true };
const signInFirst: Outcome = {
  allowed: false,
  status: 401,
  code: ErrorCode.Unauthenticated,
  message: AccessMessage.SignIn,
};
const forbidden = (message: string): Outcome => ({
  allowed: false,
  status: 403,
  code: ErrorCode.Forbidden,
  message,
});

/** What the declared access rule promises each caller (the seeker owns the request's ids). */
const expectedOutcome = (access: Access, role: RoleName): Outcome => {
  if (access === Access.Visitor) {
    return ALLOWED;
  }
  if (role === 'visitor') {
    return signInFirst;
  }
  switch (access) {
    case Access.SignedIn:
      return ALLOWED;
    case Access.Self:
      return role === 'seeker' ? ALLOWED : forbidden(AccessMessage.SelfOnly);
    case Access.SelfOrAdmin:
      return role === 'seeker' || role === 'admin' ? ALLOWED : forbidden(AccessMessage.SelfOnly);
    case Access.Admin:
      return role === 'admin' ? ALLOWED : forbidden(AccessMessage.AdminOnly);
    case Access.Wali:
      return role === 'wali' ? ALLOWED : forbidden(AccessMessage.WaliOnly);
  }
};

/** The built gateway, the very code the platform runs, loaded into this process. */
interface BuiltGateway {
  createGateway: (config: unknown) => Promise<NestExpressApplication>;
  loadGatewayConfig: (env: Record<string, string>) => unknown;
}
const loadBuiltGateway = async (): Promise<BuiltGateway> => {
  const main = (await import(join(ROOT, 'dist/gateway/src/main.js'))) as Pick<
    BuiltGateway,
    'createGateway'
  >;
  const config = (await import(join(ROOT, 'dist/gateway/src/config.js'))) as Pick<
    BuiltGateway,
    'loadGatewayConfig'
  >;
  return { ...main, ...config };
};

/** Pages the OpenAPI module serves itself (no controller, so no declaration). */
const isApiDocsPath = (path: string): boolean => /^\/api\/docs($|[-/])/.test(path);

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** `METHOD /path` of every route in the running app's Express router. */
const routerTable = (app: NestExpressApplication): string[] => {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route && typeof layer.route.path === 'string'
      ? Object.entries(layer.route.methods)
          .filter(([method, on]) => on && method !== '_all')
          .map(([method]) => `${method.toUpperCase()} ${String(layer.route?.path)}`)
      : [],
  );
};

/** Routes that end the caller's session: each role calls them from a session of its own. */
const ENDS_SESSION = new Set(['POST /api/logout']);

describe('the authorization matrix of every route the gateway serves', () => {
  const platform = new Platform({ env: { CONTACT_MAX_PER_IP: '1000' } });
  let app: NestExpressApplication;
  let baseUrl = '';
  let table: string[] = [];
  let admin: { username: string; password: string };
  const accounts = new Map<RoleName, Account | null>();
  let victim: Account;

  beforeAll(async () => {
    const started = await startPlatformWithAdmin(platform);
    admin = started.credentials;
    // A second gateway in this process, on the platform's broker, Redis and sessions: the
    // route table read below is the one of the app answering every call.
    const { createGateway, loadGatewayConfig } = await loadBuiltGateway();
    app = await createGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RABBITMQ_URL,
        REDIS_URL,
        POSTGRES_URL,
        BUS_PREFIX: `${platform.tag}.`,
        REDIS_PREFIX: `${platform.tag}:`,
        RPC_TIMEOUT_MS: String(TEST_RPC_TIMEOUT_MS),
        API_MAX_REQUESTS_PER_IP: '100000',
        CONTACT_MAX_PER_IP: '1000',
        SPA_DIR: join(ROOT, 'frontend', 'dist'),
      }),
    );
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
    baseUrl = baseUrl.replace('[::1]', '127.0.0.1');
    table = routerTable(app);
    accounts.set('visitor', null);
    accounts.set('seeker', await signedInMember(baseUrl));
    accounts.set('other seeker', await signedInMember(baseUrl));
    accounts.set('wali', await signedInWali(platform));
    accounts.set('admin', await signIn(baseUrl, admin.username, admin.password));
    victim = await signedInMember(baseUrl);
  }, PLATFORM_START_TIMEOUT);

  afterAll(async () => {
    await app?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  const declared = new Map(allRoutes.map((route) => [routeKey(route), route]));

  it('declares every route the running app serves, and serves every declared route', () => {
    const served = table.filter((key) => !isApiDocsPath(key.split(' ')[1] ?? ''));
    const undeclared = served.filter((key) => !declared.has(key));
    const unserved = [...declared.keys()].filter((key) => !served.includes(key));
    expect({ undeclared, unserved }).toEqual({ undeclared: [], unserved: [] });
    expect(served.length).toBeGreaterThan(100);
    // Every check before routing matches /api/ in exact case: the router must too.
    const router = (app.getHttpAdapter().getInstance() as { router: { caseSensitive?: boolean } })
      .router;
    expect(router.caseSensitive).toBe(true);
  });

  /** A client for `role` (a fresh session for calls that end it). */
  const clientFor = async (role: RoleName, route: AnyRoute): Promise<ApiClient> => {
    const account = accounts.get(role);
    if (!account) {
      return new ApiClient(baseUrl);
    }
    if (!ENDS_SESSION.has(routeKey(route))) {
      return account.client;
    }
    return (await signIn(baseUrl, account.username, account.password)).client;
  };

  const call = async (
    route: AnyRoute,
    role: RoleName,
  ): Promise<{ status: number; body: HttpErrorBody | null }> => {
    const seeker = accounts.get('seeker') as Account;
    const url = routeUrl(route, paramsFor(route, seeker.id, victim.id));
    const body =
      route.method === 'GET' || route.method === 'DELETE'
        ? undefined
        : route.owner?.in === 'body'
          ? { [route.owner.key]: seeker.id }
          : {};
    const response = await (
      await clientFor(role, route)
    ).request(route.method, url, body === undefined ? {} : { json: body });
    const text = await response.text();
    let parsed: HttpErrorBody | null = null;
    try {
      parsed = text ? (JSON.parse(text) as HttpErrorBody) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  };

  it('gives each caller exactly the outcome the declaration promises', async () => {
    const failures: string[] = [];
    let covered = 0;
    // Refused callers first, so an allowed call that changes something cannot hide a refusal.
    const order = (route: AnyRoute): RoleName[] =>
      [...ROLES].sort(
        (a, b) =>
          Number(expectedOutcome(route.access, a).allowed) -
          Number(expectedOutcome(route.access, b).allowed),
      );
    for (const key of table) {
      const route = declared.get(key);
      if (!route) {
        continue;
      }
      for (const role of order(route)) {
        const expected = expectedOutcome(route.access, role);
        const { status, body } = await call(route, role);
        covered += 1;
        const seen = `${status} ${body?.code ?? '-'} ${body?.message ?? ''}`;
        if (!expected.allowed) {
          if (
            status !== expected.status ||
            body?.code !== expected.code ||
            body.message !== expected.message
          ) {
            failures.push(
              `${key} as ${role}: expected ${expected.status} ${expected.message}, got ${seen}`,
            );
          }
        } else if (
          status === 401 ||
          status >= 500 ||
          (status === 403 &&
            (ACCESS_REFUSALS.includes(body?.message ?? '') || body?.code === ErrorCode.CsrfInvalid))
        ) {
          failures.push(`${key} as ${role}: expected to be let through, got ${seen}`);
        }
      }
    }
    const routes = table.filter((key) => declared.has(key)).length;
    console.log(
      `authorization matrix: ${routes} routes × ${ROLES.length} roles = ${covered} calls`,
    );
    expect(failures).toEqual([]);
    expect(covered).toBe(routes * ROLES.length);
    expect(covered).toBeGreaterThanOrEqual(allRoutes.length * ROLES.length);
  }, 300_000);
});
