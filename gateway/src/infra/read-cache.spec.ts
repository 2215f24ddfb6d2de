import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { ReadCache, trackMemberChanges } from './read-cache';

const AISHA = 'aisha';
const OMAR = 'omar';

const setup = (options: Partial<ConstructorParameters<typeof ReadCache>[0]> = {}) => {
  let clock = 1_000;
  const cache = new ReadCache({
    maxAgeMs: 10_000,
    maxMembers: 100,
    maxPerMember: 4,
    now: () => clock,
    ...options,
  });
  cache.connected();
  let served = 0;
  /** Reads `key` of matching for `userId`; each read from the service answers a new number. */
  const read = (userId = AISHA, key = 'dashboard', service = 'matching') =>
    cache.read(service, userId, key, () => Promise.resolve((served += 1)));
  return { cache, read, tick: (ms: number) => (clock += ms) };
};

describe('ReadCache', () => {
  it('serves a copy while nothing changed, to the member who read it only', async () => {
    const { read } = setup();
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(await read(OMAR)).toBe(2);
    expect(await read(AISHA, 'list page 2')).toBe(3);
    expect(await read()).toBe(1);
  });

  it("reads again after the service announced a change, and only that service's copies", async () => {
    const { cache, read } = setup();
    await read(AISHA, 'account', 'identity');
    await read();
    cache.changed('matching');
    expect(await read()).toBe(3);
    expect(await read(AISHA, 'account', 'identity')).toBe(1);
    expect(await read()).toBe(3);
  });

  it('reads again once a copy is older than the maximum age', async () => {
    const { read, tick } = setup({ maxAgeMs: 5_000 });
    await read();
    tick(4_999);
    expect(await read()).toBe(1);
    tick(1);
    expect(await read()).toBe(2);
  });

  it('serves nothing from copies while not subscribed to the announcements, nor after', async () => {
    const { cache, read } = setup();
    await read();
    cache.disconnected();
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    cache.connected();
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });

  it("a member's own change hides their copies from its start until after it ended", async () => {
    const { cache, read } = setup();
    await read();
    await read(OMAR);
    cache.beginChange(AISHA);
    expect(await read()).toBe(3);
    expect(await read()).toBe(4);
    cache.endChange(AISHA);
    expect(await read()).toBe(5);
    expect(await read()).toBe(5);
    // Another member's change leaves Aisha's copies alone.
    expect(await read(OMAR)).toBe(2);
  });

  it('does not keep a reply read while a change or an announcement happened', async () => {
    const { cache } = setup();
    let release: (value: string) => void = () => undefined;
    const slow = cache.read(
      'matching',
      AISHA,
      'dashboard',
      () => new Promise((r) => (release = r)),
    );
    cache.changed('matching');
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read('matching', AISHA, 'dashboard', () => Promise.resolve('after'))).toBe(
      'after',
    );

    const during = cache.read(
      'matching',
      OMAR,
      'dashboard',
      () => new Promise((r) => (release = r)),
    );
    cache.beginChange(OMAR);
    cache.endChange(OMAR);
    release('old');
    await during;
    expect(await cache.read('matching', OMAR, 'dashboard', () => Promise.resolve('new'))).toBe(
      'new',
    );
  });

  it('keeps at most the configured copies per member and members overall', async () => {
    const { cache, read } = setup({ maxPerMember: 2, maxMembers: 2 });
    await read(AISHA, 'a');
    await read(AISHA, 'b');
    await read(AISHA, 'c');
    expect(cache.size).toBe(2);
    expect(await read(AISHA, 'a')).toBe(4);
    await read(OMAR);
    await read('third member');
    // Aisha was the least recently used member: her copies went.
    expect(cache.size).toBe(2);
    expect(await read(AISHA, 'c')).toBe(7);
  });

  it('is off with a maximum age of 0', async () => {
    const { read } = setup({ maxAgeMs: 0 });
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
  });
});

describe('trackMemberChanges', () => {
  const request = (method: string, userId?: string) => {
    const res = new EventEmitter() as unknown as Response;
    const req = { method, session: userId ? { userId } : {} } as unknown as Request;
    return { req, res };
  };

  it("hides a signed-in member's copies for the life of each change, not of a read", async () => {
    const cache = new ReadCache({ maxAgeMs: 10_000, maxMembers: 10, maxPerMember: 4 });
    cache.connected();
    const middleware = trackMemberChanges(cache);
    let served = 0;
    const read = () => cache.read('matching', AISHA, 'd', () => Promise.resolve((served += 1)));
    await read();

    const get = request('GET', AISHA);
    middleware(get.req, get.res, () => undefined);
    (get.res as unknown as EventEmitter).emit('close');
    expect(await read()).toBe(1);

    const post = request('POST', AISHA);
    const next = jest.fn();
    middleware(post.req, post.res, next);
    expect(next).toHaveBeenCalled();
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    (post.res as unknown as EventEmitter).emit('close');
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);

    const visitor = request('POST');
    middleware(visitor.req, visitor.res, () => undefined);
    expect(await read()).toBe(4);
  });
});
