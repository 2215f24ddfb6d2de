import {
  routeUrl,
  type AnyRoute,
  type CurrentUser,
  type HttpErrorBody,
  type RouteArgs,
  type RouteReply,
} from '@mithaq/contracts';

/** Loosely typed route arguments, for tests that deliberately send what the schema rejects. */
export interface RawRouteArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * fetch keeps connections open between requests, and the gateway closes one left idle for 65
 * seconds (`HTTP_KEEP_ALIVE_SECONDS`). A request sent on a connection at the moment the gateway
 * closes it fails before the gateway read it ("other side closed"); fetch closes its idle
 * connections a little before the gateway's keep-alive hint runs out, but a busy machine can delay
 * that clean-up. A read is sent once more; a write is not, since it cannot tell whether the gateway
 * acted on it.
 */
const closedWhileIdle = (error: unknown): boolean =>
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === 'UND_ERR_SOCKET';

/** A cookie-keeping HTTP client for API tests: one instance is one browser session. */
export class ApiClient {
  private cookies = new Map<string, string>();
  private csrf: string | null = null;

  constructor(private readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) {
        const value = rest.join('=');
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') {
          this.cookies.delete(name.trim());
        } else {
          this.cookies.set(name.trim(), value);
        }
      }
    }
  }

  async csrfToken(): Promise<string> {
    const response = await this.request('GET', '/api/csrf-token');
    this.csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
    return this.csrf;
  }

  /** Sends a request; mutating calls carry the session's CSRF token unless `csrf: false`. */
  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      raw?: string;
      csrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers['cookie'] = this.cookieHeader();
    }
    const mutating = method !== 'GET' && method !== 'HEAD';
    if (mutating && options.csrf !== false) {
      headers['x-csrf-token'] = this.csrf ?? (await this.csrfToken());
      if (this.cookies.size > 0) {
        headers['cookie'] = this.cookieHeader();
      }
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw;
    }
    const send = () =>
      fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (mutating || !closedWhileIdle(error)) {
        throw error;
      }
      response = await send();
    }
    this.remember(response);
    return response;
  }

  /** After sign-in or sign-out the server rotates the session and its token. */
  forgetCsrf(): void {
    this.csrf = null;
  }

  async json<T>(
    method: string,
    path: string,
    json?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, json === undefined ? {} : { json });
    const text = await response.text();
    if (path === '/api/login' || path === '/api/register' || path === '/api/logout') {
      this.forgetCsrf();
    }
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Calls a declared route: URL from its path and params, method from the route. */
  async call<D extends AnyRoute>(
    route: D,
    args: RouteArgs<D>,
  ): Promise<{ status: number; body: RouteReply<D> & HttpErrorBody }> {
    return this.callRaw(route, args as RawRouteArgs);
  }

  /** Like `call`, with arguments the route's schemas need not accept. */
  async callRaw<D extends AnyRoute>(
    route: D,
    args: RawRouteArgs = {},
  ): Promise<{ status: number; body: RouteReply<D> & HttpErrorBody }> {
    const url = routeUrl(route, args.params);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(args.query ?? {})) {
      if (value !== undefined && value !== null) {
        search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    const query = search.toString();
    return this.json<RouteReply<D> & HttpErrorBody>(
      route.method,
      query ? `${url}?${query}` : url,
      args.body,
    );
  }
}

/**
 * Registers the member with this client and signs it in, as a member does after registering
 * (registration itself signs nobody in). The reply is the sign-in's: status 200 and the current
 * user; a refused registration gives its own status and error body instead.
 */
export const registerAndSignIn = async (
  client: ApiClient,
  details: { username: string; password: string } & Record<string, unknown>,
): Promise<{ status: number; body: CurrentUser & HttpErrorBody }> => {
  const registered = await client.json<CurrentUser & HttpErrorBody>(
    'POST',
    '/api/register',
    details,
  );
  if (registered.status !== 201) {
    return registered;
  }
  return client.json<CurrentUser & HttpErrorBody>('POST', '/api/login', {
    username: details.username,
    password: details.password,
  });
};

let counter = 0;
/** A valid registration with unique username and email. */
export const newMember = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    fullName: 'Yusuf Rahman',
    username: `yusuf_${suffix}`.slice(0, 29),
    email: `yusuf.${suffix}@example.com`,
    gender: 'male',
    dateOfBirth: '1992-03-14',
    nationality: 'British',
    ethnicity: 'Bangladeshi',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single',
    practiceLevel: 'practicing',
    lookingFor: 'female',
    waliContact: '',
    bio: 'I work as a pharmacist in Middlesbrough and volunteer at the mosque.',
    password: 'bismillah-123',
    confirmPassword: 'bismillah-123',
    acceptTerms: true,
    ...overrides,
  };
};
