import {
  busEntities,
  BusTables1763700000000,
  generationChannel,
  generationKey,
  NotificationListener,
  poolConnectionOf,
} from '@mithaq/bus';
import { openDatabase } from '@mithaq/database';
import { createLogger } from '@mithaq/logging';
import {
  createTestDatabase,
  REDIS_URL,
  uniqueTag,
  waitFor,
  type TestDatabase,
} from '@mithaq/testing';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { ChangeFeed, installChangeTriggers } from './change-feed';

describe('ChangeFeed', () => {
  const prefix = `${uniqueTag('cf')}:`;
  let database: TestDatabase;
  let dataSource: DataSource;
  let redis: Redis;
  let subscriber: Redis;
  let feed: ChangeFeed;
  let listener: NotificationListener;
  const heard: string[] = [];

  const generation = async (): Promise<number> =>
    Number((await redis.get(generationKey(prefix, 'matching'))) ?? 0);

  beforeAll(async () => {
    database = await createTestDatabase(uniqueTag('cf'), 'changes');
    dataSource = await openDatabase({
      url: database.url,
      entities: busEntities,
      migrations: [BusTables1763700000000],
    });
    await dataSource.query('CREATE TABLE pets (id int PRIMARY KEY, name text NOT NULL)');
    redis = new Redis(REDIS_URL);
    subscriber = new Redis(REDIS_URL);
    subscriber.on('message', (_channel: string, message: string) => heard.push(message));
    await subscriber.subscribe(generationChannel(prefix));
  }, 30_000);

  afterAll(async () => {
    feed?.stop();
    await listener?.stop();
    await dataSource.destroy();
    await database.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    subscriber.disconnect();
  }, 30_000);

  it('puts a trigger on every table but the event plumbing, once', async () => {
    const installed = await installChangeTriggers(dataSource);
    expect(installed).toEqual(['pets']);
    expect(await installChangeTriggers(dataSource)).toEqual([]);
    await dataSource.query('CREATE TABLE toys (id int PRIMARY KEY)');
    // A table a later migration adds is covered at the next start.
    expect(await installChangeTriggers(dataSource)).toEqual(['toys']);
  });

  it('raises and publishes the generation after each committed write, whoever wrote it', async () => {
    const logger = createLogger('change-feed-test', 'silent');
    listener = new NotificationListener(poolConnectionOf(dataSource), logger, 100);
    feed = new ChangeFeed({
      service: 'matching',
      notifications: listener,
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      logger,
      retryMs: 100,
    });
    feed.start();
    listener.start();
    // Starting announces once: writes made while nobody listened are covered.
    await waitFor(async () => ((await generation()) === 1 ? true : false), { timeoutMs: 5_000 });
    await waitFor(() => (heard.includes('matching 1') ? true : false), { timeoutMs: 5_000 });

    await dataSource.query("INSERT INTO pets VALUES (1, 'Misk')");
    await waitFor(async () => ((await generation()) === 2 ? true : false), { timeoutMs: 5_000 });

    // One transaction of several writes is one announcement, made at commit.
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO pets VALUES (2, 'Anbar')");
      await manager.query("UPDATE pets SET name = 'Musk' WHERE id = 1");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await generation()).toBe(2);
    });
    await waitFor(async () => ((await generation()) === 3 ? true : false), { timeoutMs: 5_000 });

    // A rolled-back write and the outbox's bookkeeping announce nothing.
    await dataSource
      .transaction(async (manager) => {
        await manager.query("INSERT INTO pets VALUES (3, 'Qamar')");
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    await dataSource.query('DELETE FROM outbox');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await generation()).toBe(3);

    // A write by another connection (a worker, a script) is announced too.
    const other = await openDatabase({ url: database.url, entities: [], migrations: [] });
    await other.query('DELETE FROM pets WHERE id = 2');
    await other.destroy();
    await waitFor(async () => ((await generation()) === 4 ? true : false), { timeoutMs: 5_000 });
    // Published by the same script that raised it, and heard by the subscriber a moment later.
    await waitFor(() => (heard.includes('matching 4') ? true : false), { timeoutMs: 5_000 });
  });

  it('listens again after losing its connection and announces what it may have missed', async () => {
    const before = await generation();
    const pid = listener.listenerPid();
    expect(pid).not.toBeNull();
    await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
    await waitFor(() => (listener.listenerPid() !== pid ? true : undefined), { timeoutMs: 10_000 });
    await waitFor(async () => ((await generation()) > before ? true : false), {
      timeoutMs: 10_000,
    });
    const after = await generation();
    await dataSource.query("INSERT INTO pets VALUES (9, 'Layl')");
    await waitFor(async () => ((await generation()) > after ? true : false), { timeoutMs: 10_000 });
  });
});
