import { REDIS_URL, uniqueTag } from '@mithaq/testing';
import type { SessionData } from 'express-session';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { SessionStore, TOUCH_INTERVAL_MS } from './session';

describe('SessionStore against Redis', () => {
  const prefix = `${uniqueTag('sess')}:`;
  const config = { REDIS_PREFIX: prefix, SESSION_IDLE_MINUTES: 120 } as GatewayConfig;
  const redis = new Redis(REDIS_URL);
  const idleSeconds = 120 * 60;
  let clock = 1_000_000;
  const store = new SessionStore(config, redis, () => clock);
  const session = { cookie: { originalMaxAge: null } } as unknown as SessionData;
  const key = (sid: string) => `${prefix}sess:${sid}`;

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** Stores the session with a short expiry left, as if it had idled for most of its time. */
  const nearlyIdle = async (sid: string) => {
    await store.set(sid, session);
    await redis.expire(key(sid), 100);
  };

  it('renews the expiry of a session on its first request', async () => {
    await nearlyIdle('first');
    await store.touch('first', session);
    expect(await redis.ttl(key('first'))).toBeGreaterThan(idleSeconds - 5);
  });

  it('renews it at most once a minute however many requests come', async () => {
    await nearlyIdle('busy');
    await store.touch('busy', session);
    await redis.expire(key('busy'), 100);
    clock += TOUCH_INTERVAL_MS - 1;
    await store.touch('busy', session);
    expect(await redis.ttl(key('busy'))).toBeLessThanOrEqual(100);
    clock += 1;
    await store.touch('busy', session);
    expect(await redis.ttl(key('busy'))).toBeGreaterThan(idleSeconds - 5);
  });

  it('remembers a renewal across the turn of its interval', async () => {
    await nearlyIdle('turn');
    clock += TOUCH_INTERVAL_MS / 2;
    await store.touch('turn', session);
    await redis.expire(key('turn'), 100);
    // The store starts a new interval here, half a minute after the renewal.
    clock += TOUCH_INTERVAL_MS / 2 + 1;
    await store.touch('turn', session);
    expect(await redis.ttl(key('turn'))).toBeLessThanOrEqual(100);
  });

  it('still renews a session touched two intervals ago, and each session on its own', async () => {
    await nearlyIdle('a');
    await nearlyIdle('b');
    await store.touch('a', session);
    clock += 2 * TOUCH_INTERVAL_MS;
    await redis.expire(key('a'), 100);
    await store.touch('a', session);
    await store.touch('b', session);
    expect(await redis.ttl(key('a'))).toBeGreaterThan(idleSeconds - 5);
    expect(await redis.ttl(key('b'))).toBeGreaterThan(idleSeconds - 5);
  });

  it('tries again on the next request when Redis failed to renew', async () => {
    const away = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false });
    const failing = new SessionStore(config, away, () => clock);
    const outcome = await new Promise<unknown>((resolve) => {
      void failing.touch('flaky', session, resolve);
    });
    expect(outcome).toBeInstanceOf(Error);
    // The store asks Redis again rather than remembering a renewal that did not happen.
    const retried = new Promise<unknown>((resolve) => {
      void failing.touch('flaky', session, resolve);
    });
    expect(await retried).toBeInstanceOf(Error);
    away.disconnect();
  });
});
