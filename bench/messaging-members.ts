/**
 * Members for the messaging benchmark, made through the public API as a browser would: a
 * cookie-keeping session per member (its Cookie header also opens the member's socket), pairs
 * that match each other with an accepted request, and idle members who only keep a socket open.
 */
import { randomBytes } from 'node:crypto';
import {
  MatchingRoutes,
  MessagingRoutes,
  routeUrl,
  type AnyRoute,
  type RouteArgs,
  type RouteReply,
} from '@mithaq/contracts';
import { maleQuestionnaireAnswers, newMember, waitFor } from '@mithaq/testing';

/** One signed-in browser session: its cookies, its CSRF token, typed calls of declared routes. */
export class Session {
  private readonly cookies = new Map<string, string>();
  private csrf: string | null = null;
  id = '';

  constructor(private readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T>(
    method: string,
    path: string,
    json?: unknown,
  ): Promise<{ status: number; body: T }> {
    if (method !== 'GET' && this.csrf === null) {
      this.csrf = (
        await this.request<{ csrfToken: string }>('GET', '/api/csrf-token')
      ).body.csrfToken;
    }
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') {
      headers['x-csrf-token'] = this.csrf ?? '';
    }
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  call<D extends AnyRoute>(
    route: D,
    args: RouteArgs<D>,
  ): Promise<{ status: number; body: RouteReply<D> }> {
    const { params, body } = args as { params?: Record<string, unknown>; body?: unknown };
    return this.request(route.method, routeUrl(route, params), body);
  }

  /** Registers (which signs nobody in), then signs in and keeps the new session. */
  async register(details: { username: string; password: string }): Promise<this> {
    const registered = await this.request('POST', '/api/register', details);
    if (registered.status !== 201) {
      throw new Error(`registration answered ${registered.status}`);
    }
    return this.signIn(details.username, details.password);
  }

  async signIn(username: string, password: string): Promise<this> {
    const login = await this.request<{ id: string }>('POST', '/api/login', { username, password });
    if (login.status !== 200) {
      throw new Error(`sign-in answered ${login.status}`);
    }
    this.id = login.body.id;
    this.csrf = null;
    return this;
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
export const inParallel = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

export interface BenchPair {
  woman: Session;
  man: Session;
  conversationId: string;
}

const answers = (gender: 'female' | 'male') => ({
  ...maleQuestionnaireAnswers,
  interculturalMarriage: 'no' as const,
  preferredAgeMin: 24,
  preferredAgeMax: 40,
  ...(gender === 'female' ? { beardLevel: null, hijabLevel: 'always' as const, height: 163 } : {}),
});

/** A member in `community` with an approved account and questionnaire. */
const matchable = async (
  baseUrl: string,
  admin: Session,
  verifyEmail: (email: string) => Promise<unknown>,
  gender: 'female' | 'male',
  community: string,
): Promise<Session> => {
  const details = newMember({
    ethnicity: community,
    gender,
    lookingFor: gender === 'female' ? 'male' : 'female',
    dateOfBirth: gender === 'female' ? '1996-05-12' : '1996-02-25',
    fullName: gender === 'female' ? 'Amina Yusuf' : 'Yusuf Rahman',
  });
  const member = await new Session(baseUrl).register(details);
  // Only a verified address can be approved.
  await verifyEmail(details.email);
  await waitFor(
    async () => (await member.request<{ gender?: string }>('GET', '/api/user')).body.gender,
    { what: 'the profile' },
  );
  const submitted = await member.request('POST', '/api/questionnaire', {
    ...answers(gender),
    userId: member.id,
  });
  const account = await admin.request('POST', `/api/admin/approve-user/${member.id}`);
  const questionnaire = await admin.request(
    'POST',
    `/api/admin/questionnaires/${member.id}/approve`,
  );
  if ([submitted.status, account.status, questionnaire.status].join() !== '201,200,200') {
    throw new Error('a benchmark member could not be approved');
  }
  return member;
};

/** A woman and a man who match only each other, her request accepted, their conversation open. */
export const acceptedPair = async (
  baseUrl: string,
  admin: Session,
  verifyEmail: (email: string) => Promise<unknown>,
): Promise<BenchPair> => {
  const community = `Bench ${randomBytes(4).toString('hex')}`;
  const woman = await matchable(baseUrl, admin, verifyEmail, 'female', community);
  const man = await matchable(baseUrl, admin, verifyEmail, 'male', community);
  const request = await waitFor(
    async () => {
      const sent = await woman.call(MatchingRoutes.createRequest, {
        body: { requesterId: woman.id, targetId: man.id, message: 'Assalamu alaikum' },
      });
      return sent.status === 201 ? sent.body : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: 'the pair to match' },
  );
  await man.call(MatchingRoutes.respondRequest, {
    params: { id: request.id },
    body: { status: 'accepted' },
  });
  const conversation = await waitFor(
    async () => {
      const { status, body } = await woman.call(MessagingRoutes.listConversations, {});
      return status === 200 ? body.find((c) => c.counterpart.userId === man.id) : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 100, what: 'the conversation to open' },
  );
  return { woman, man, conversationId: conversation.id };
};

/** A registered (signed-in) member who only keeps a socket open. */
export const idleMember = (baseUrl: string): Promise<Session> =>
  new Session(baseUrl).register(newMember());
