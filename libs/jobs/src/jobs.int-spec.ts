import { createServer, type AddressInfo, type Socket } from 'node:net';
import { defineJobQueues } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { freePort, REDIS_URL, uniqueTag, waitFor } from '@mithaq/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { bullPrefix, type JobConnection } from './connection';
import { jobId } from './job-id';
import { createJobProducer } from './producer';
import { startJobWorker, type JobWorker } from './worker';

const queues = defineJobQueues(
  {
    'send-note': z.object({ noteId: z.string().min(1) }),
    'flaky-note': z.object({ noteId: z.string().min(1), failures: z.number().int() }),
  },
  { notes: { queue: 'kit-notes', jobs: ['send-note', 'flaky-note'] } },
);

const logger = createLogger('jobs-int', 'silent');

describe('job kit against the real Redis', () => {
  // One prefix per suite: keys are removed by prefix afterwards, the shared Redis is never flushed.
  const connection: JobConnection = { redisUrl: REDIS_URL, redisPrefix: `${uniqueTag('jobs')}:` };
  const producer = createJobProducer(queues.notes, {
    connection,
    logger,
    defaults: { attempts: 3, backoffMs: 50 },
  });
  const inspectRedis = new Redis(REDIS_URL);
  const inspect = new Queue(queues.notes.queue, {
    connection: inspectRedis,
    prefix: bullPrefix(connection.redisPrefix),
  });
  const workers: JobWorker[] = [];
  const seen: string[] = [];
  const tries = new Map<string, number>();

  const startWorker = () => {
    const worker = startJobWorker(
      queues.notes,
      {
        'send-note': (data) => {
          seen.push(data.noteId);
          return Promise.resolve();
        },
        'flaky-note': (data, job) => {
          tries.set(data.noteId, job.attempt);
          return job.attempt <= data.failures
            ? Promise.reject(new Error('not yet'))
            : Promise.resolve();
        },
      },
      { connection, logger, concurrency: 2 },
    );
    workers.push(worker);
  };

  afterAll(async () => {
    for (const worker of workers) {
      await worker.close();
    }
    await producer.close();
    await inspect.close();
    const keys = await inspectRedis.keys(`${bullPrefix(connection.redisPrefix)}:*`);
    if (keys.length > 0) {
      await inspectRedis.del(...keys);
    }
    inspectRedis.disconnect();
  });

  it('reports false within the timeout when Redis is unreachable', async () => {
    const port = await freePort();
    const away = createJobProducer(queues.notes, {
      connection: { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: connection.redisPrefix },
      logger,
      enqueueTimeoutMs: 500,
    });
    const started = Date.now();
    expect(await away.enqueue('send-note', { noteId: 'lost' })).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    await away.close();
    // ioredis destroys the socket that never opened 2 s after the disconnect.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });

  it('closes quietly when the connection fails after the close', async () => {
    // A server that accepts and never answers: the producer's connection stays short of ready.
    // Once the producer has closed, the server resets the socket, so ioredis reports an error
    // on a connection BullMQ has already let go of. Nothing may surface from it.
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const surfaced: unknown[] = [];
    const onRejection = (reason: unknown) => surfaced.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const silent = createJobProducer(queues.notes, {
        connection: { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: connection.redisPrefix },
        logger,
        enqueueTimeoutMs: 300,
      });
      await waitFor(() => sockets.length === 1);
      expect(await silent.enqueue('send-note', { noteId: 'unanswered' })).toBe(false);
      await silent.close();
      for (const socket of sockets) {
        socket.resetAndDestroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(surfaced).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('adds the same stable job id once while it waits', async () => {
    const id = jobId('note', 'dup');
    expect(await producer.enqueue('send-note', { noteId: 'dup' }, { jobId: id })).toBe(true);
    expect(await producer.enqueue('send-note', { noteId: 'dup' }, { jobId: id })).toBe(true);
    expect(
      await producer.enqueueMany([
        { name: 'send-note', data: { noteId: 'dup' }, jobId: id },
        { name: 'send-note', data: { noteId: 'other' }, jobId: jobId('note', 'other') },
      ]),
    ).toBe(true);
    expect(await inspect.getWaitingCount()).toBe(2);
    const job = await inspect.getJob(id);
    expect(job?.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential', delay: 50 } });
  });

  it('runs each waiting job once through its processor', async () => {
    startWorker();
    await waitFor(() => seen.length >= 2, { timeoutMs: 10_000, what: 'both notes' });
    expect(seen.sort()).toEqual(['dup', 'other']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    await producer.enqueue('flaky-note', { noteId: 'flaky', failures: 2 }, { jobId: 'flaky' });
    await waitFor(async () => (await inspect.getJobState('flaky')) === 'completed', {
      timeoutMs: 10_000,
      what: 'the flaky job to complete',
    });
    expect(tries.get('flaky')).toBe(3);
  });

  it('fails a job with invalid data at once, without retries or its processor', async () => {
    // Added around the producer, as an older release or another tool might have.
    await inspect.add('send-note', { noteId: 42 }, { jobId: 'bad', attempts: 3 });
    await waitFor(async () => (await inspect.getJobState('bad')) === 'failed', {
      timeoutMs: 10_000,
      what: 'the bad job to fail',
    });
    const job = await inspect.getJob('bad');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/invalid data for job send-note/);
    expect(seen).not.toContain(42);
  });
});
