import { defineJobQueues } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { REDIS_URL, uniqueTag, waitFor } from '@mithaq/testing';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { bullPrefix, type JobConnection } from './connection';
import { createJobProducer } from './producer';
import { startJobWorker, type JobWorker } from './worker';

const queues = defineJobQueues(
  { 'do-part': z.object({ part: z.string().min(1) }) },
  { parts: { queue: 'kit-parts', jobs: ['do-part'] } },
);

const logger = createLogger('jobs-priority-int', 'silent');

describe('job priorities against the real Redis', () => {
  const connection: JobConnection = { redisUrl: REDIS_URL, redisPrefix: `${uniqueTag('prio')}:` };
  const producer = createJobProducer(queues.parts, { connection, logger });
  let worker: JobWorker | null = null;

  afterAll(async () => {
    await worker?.close();
    await producer.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${bullPrefix(connection.redisPrefix)}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('takes a job without a priority before bulk jobs given one, even when added after them', async () => {
    expect(
      await producer.enqueueMany(
        ['bulk-1', 'bulk-2', 'bulk-3'].map((part) => ({
          name: 'do-part' as const,
          data: { part },
          jobId: part,
          priority: 10,
        })),
      ),
    ).toBe(true);
    expect(await producer.enqueue('do-part', { part: 'single' }, { jobId: 'single' })).toBe(true);
    const order: string[] = [];
    worker = startJobWorker(
      queues.parts,
      {
        'do-part': (data) => {
          order.push(data.part);
          return Promise.resolve();
        },
      },
      { connection, logger, concurrency: 1 },
    );
    await waitFor(() => order.length === 4, { timeoutMs: 10_000, what: 'all four jobs' });
    expect(order[0]).toBe('single');
    expect(order.slice(1).sort()).toEqual(['bulk-1', 'bulk-2', 'bulk-3']);
  });
});
