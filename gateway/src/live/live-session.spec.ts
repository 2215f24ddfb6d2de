import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Role } from '@mithaq/contracts';
import express from 'express';
import session from 'express-session';
import { actorOfStoredSession, cookieValue, sameOrigin, unsignSessionId } from './live-session';

const secret = 'a-session-secret-for-this-test';
const userId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

/** Signs in through express-session itself and returns the Set-Cookie header and session id. */
const issueCookie = async (): Promise<{ header: string; sessionId: string }> => {
  const app = express();
  let sessionId = '';
  app.use(session({ name: 'mithaq.sid', secret, resave: false, saveUninitialized: false }));
  app.get('/sign-in', (req, res) => {
    req.session.userId = userId;
    sessionId = req.sessionID;
    res.end();
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/sign-in`);
    const [header] = response.headers.getSetCookie();
    return { header: (header ?? '').split(';')[0] ?? '', sessionId };
  } finally {
    server.close();
  }
};

describe("reading the HTTP session from a socket's handshake", () => {
  it('finds the session id in the cookie express-session sets, only with the right secret', async () => {
    const { header, sessionId } = await issueCookie();
    const value = cookieValue(`theme=dark; ${header}; other=1`, 'mithaq.sid');
    expect(value).toMatch(/^s:/);
    expect(unsignSessionId(value ?? '', secret)).toBe(sessionId);
    expect(unsignSessionId(value ?? '', 'another-secret-of-16-chars')).toBeNull();
  });

  it('refuses unsigned, tampered or missing cookies', () => {
    expect(cookieValue('theme=dark', 'mithaq.sid')).toBeNull();
    expect(cookieValue(undefined, 'mithaq.sid')).toBeNull();
    expect(cookieValue('mithaq.sid=%E0%A4%A', 'mithaq.sid')).toBeNull();
    expect(unsignSessionId('abc', secret)).toBeNull();
    expect(unsignSessionId('s:abc', secret)).toBeNull();
    expect(unsignSessionId('s:abc.def', secret)).toBeNull();
  });

  it('accepts a signed-in session until its absolute limit', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const stored = { userId, role: Role.Seeker, absoluteExpiresAt: now + 1000 };
    expect(actorOfStoredSession(stored, now)).toEqual({ userId, role: Role.Seeker });
    expect(actorOfStoredSession(stored, now + 2000)).toBeNull();
    expect(actorOfStoredSession({ role: Role.Admin }, now)).toBeNull();
    expect(actorOfStoredSession({ userId, role: 'root' as Role }, now)).toBeNull();
    expect(actorOfStoredSession(null, now)).toBeNull();
  });

  it('refuses a browser page of another site, and lets same-site pages and non-browsers in', () => {
    expect(sameOrigin('https://mithaq.example', 'mithaq.example')).toBe(true);
    expect(sameOrigin('http://localhost:5173', 'localhost:5173')).toBe(true);
    expect(sameOrigin(undefined, 'mithaq.example')).toBe(true);
    expect(sameOrigin('https://evil.example', 'mithaq.example')).toBe(false);
    expect(sameOrigin('null', 'mithaq.example')).toBe(false);
  });
});
