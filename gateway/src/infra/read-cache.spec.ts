import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import type { Logger } from '@mithaq/logging';
import type { ChangeMarks } from './change-marks';
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
    await cache.beginChange(AISHA);
    expect(await read()).toBe(3);
    expect(await read()).toBe(4);
    await cache.endChange(AISHA);
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
    // The read has reached the service (the member's marks are looked up first).
    await new Promise((resolve) => setImmediate(resolve));
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
    await new Promise((resolve) => setImmediate(resolve));
    await cache.beginChange(OMAR);
    await cache.endChange(OMAR);
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

/** Marks shared by several caches, as Redis shares them between gateway processes. */
class SharedMarks implements ChangeMarks {
  readonly begun = new Map<string, number>();
  readonly ended = new Map<string, number>();
  failing = false;

  current(userId: string): Promise<string | null> {
    if (this.failing) return Promise.reject(new Error('Redis is away'));
    const begun = this.begun.get(userId) ?? 0;
    return Promise.resolve(begun === (this.ended.get(userId) ?? 0) ? String(begun) : null);
  }

  begin(userId: string): Promise<void> {
    return this.count(this.begun, userId);
  }

  end(userId: string): Promise<void> {
    return this.count(this.ended, userId);
  }

  private count(counts: Map<string, number>, userId: string): Promise<void> {
    if (this.failing) return Promise.reject(new Error('Redis is away'));
    counts.set(userId, (counts.get(userId) ?? 0) + 1);
    return Promise.resolve();
  }
}

describe('ReadCache in several gateway processes', () => {
  const twoProcesses = () => {
    const marks = new SharedMarks();
    const caches = [1, 2].map(() => {
      const cache = new ReadCache({ maxAgeMs: 10_000, maxMembers: 10, maxPerMember: 4, marks });
      cache.connected();
      return cache;
    });
    let served = 0;
    const readIn = (cache: ReadCache, userId = AISHA) =>
      cache.read('matching', userId, 'dashboard', () => Promise.resolve((served += 1)));
    return { marks, first: caches[0], second: caches[1], readIn };
  };

  it("hides a member's copies in every process while their change runs there or elsewhere", async () => {
    const { first, second, readIn } = twoProcesses();
    expect(await readIn(second)).toBe(1);
    expect(await readIn(second, OMAR)).toBe(2);
    expect(await readIn(second)).toBe(1);

    await first.beginChange(AISHA);
    // The second process never heard of the change but serves nothing, and keeps nothing.
    expect(await readIn(second)).toBe(3);
    expect(await readIn(second)).toBe(4);
    await first.endChange(AISHA);
    expect(await readIn(second)).toBe(5);
    expect(await readIn(second)).toBe(5);
    // Omar changed nothing: his copy stays.
    expect(await readIn(second, OMAR)).toBe(2);
  });

  it('never serves a reply read before a change ended, even one kept before it began', async () => {
    const { first, second } = twoProcesses();
    let release: (value: string) => void = () => undefined;
    const slow = second.read(
      'matching',
      AISHA,
      'dashboard',
      () => new Promise<string>((r) => (release = r)),
    );
    await new Promise((resolve) => setImmediate(resolve));
    await first.beginChange(AISHA);
    await first.endChange(AISHA);
    release('from before the change');
    expect(await slow).toBe('from before the change');
    expect(await second.read('matching', AISHA, 'dashboard', () => Promise.resolve('after'))).toBe(
      'after',
    );
  });

  it('serves nothing from copies while the marks cannot be read, and refuses unmarked changes', async () => {
    const { marks, first, second, readIn } = twoProcesses();
    await readIn(second);
    marks.failing = true;
    expect(await readIn(second)).toBe(2);
    expect(await readIn(second)).toBe(3);
    await expect(first.beginChange(AISHA)).rejects.toThrow('Redis is away');
    marks.failing = false;
    // The refused change left no trace: the first process serves its copies again.
    expect(await readIn(first)).toBe(4);
    expect(await readIn(first)).toBe(4);
  });
});

describe('trackMemberChanges', () => {
  const request = (method: string, userId?: string) => {
    const res = new EventEmitter() as unknown as Response;
    const req = { method, session: userId ? { userId } : {} } as unknown as Request;
    return { req, res };
  };

  const logger = { warn: jest.fn() } as unknown as Logger;
  /** Lets the promises of the middleware settle. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it("hides a signed-in member's copies for the life of each change, not of a read", async () => {
    const cache = new ReadCache({ maxAgeMs: 10_000, maxMembers: 10, maxPerMember: 4 });
    cache.connected();
    const middleware = trackMemberChanges(cache, logger);
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
    await settled();
    expect(next).toHaveBeenCalledWith();
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    (post.res as unknown as EventEmitter).emit('close');
    await settled();
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);

    const visitor = request('POST');
    middleware(visitor.req, visitor.res, () => undefined);
    expect(await read()).toBe(4);
  });

  it('lets a change go on only once it is marked for every process, and refuses it otherwise', async () => {
    const marks = new SharedMarks();
    const cache = new ReadCache({ maxAgeMs: 10_000, maxMembers: 10, maxPerMember: 4, marks });
    cache.connected();
    const middleware = trackMemberChanges(cache, logger);

    const post = request('PATCH', AISHA);
    const next = jest.fn();
    middleware(post.req, post.res, next);
    await settled();
    expect(next).toHaveBeenCalledWith();
    expect(marks.begun.get(AISHA)).toBe(1);
    expect(marks.ended.get(AISHA)).toBeUndefined();
    (post.res as unknown as EventEmitter).emit('close');
    await settled();
    expect(marks.ended.get(AISHA)).toBe(1);

    marks.failing = true;
    const refused = request('POST', AISHA);
    const stopped = jest.fn();
    middleware(refused.req, refused.res, stopped);
    await settled();
    expect(stopped).toHaveBeenCalledWith(expect.objectContaining({ message: 'Redis is away' }));
    (refused.res as unknown as EventEmitter).emit('close');
    await settled();
    marks.failing = false;
    expect(marks.ended.get(AISHA)).toBe(1);
  });
});
