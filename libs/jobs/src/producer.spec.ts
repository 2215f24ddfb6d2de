import { defineJobQueues } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { z } from 'zod';
import { JobProducer, type BullQueue } from './producer';

const queues = defineJobQueues(
  { 'send-note': z.object({ noteId: z.string().min(1) }), other: z.object({}) },
  { notes: { queue: 'test-notes', jobs: ['send-note'] }, rest: { queue: 'rest', jobs: ['other'] } },
);

type Added = Parameters<BullQueue['addBulk']>[0];

/** A stand-in for a BullMQ queue that, like BullMQ, keeps one job per id. */
const fakeQueue = (add?: () => Promise<unknown>) => {
  const jobs = new Map<string, Added[number]>();
  let anonymous = 0;
  const queue = {
    calls: 0,
    jobs,
    addBulk: (batch: Added) => {
      queue.calls += 1;
      for (const job of batch) {
        const id = job.opts?.jobId ?? `auto-${(anonymous += 1)}`;
        if (!jobs.has(id)) {
          jobs.set(id, job);
        }
      }
      return (add ?? (() => Promise.resolve([])))();
    },
    upsertJobScheduler: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return queue;
};

const logger = createLogger('test', 'silent');

describe('JobProducer', () => {
  it('adds a job with its stable id and the retry and retention defaults', async () => {
    const queue = fakeQueue();
    const producer = new JobProducer(queues.notes, queue as unknown as BullQueue, logger, {
      defaults: { attempts: 4, backoffMs: 300 },
    });
    await expect(producer.enqueue('send-note', { noteId: 'n1' }, { jobId: 'n1' })).resolves.toBe(
      true,
    );
    expect(queue.jobs.get('n1')).toEqual({
      name: 'send-note',
      data: { noteId: 'n1' },
      opts: {
        jobId: 'n1',
        attempts: 4,
        backoff: { type: 'exponential', delay: 300 },
        removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    });
  });

  it('dedupes by stable job id: the same work enqueued again stays one job', async () => {
    const queue = fakeQueue();
    const producer = new JobProducer(queues.notes, queue as unknown as BullQueue, logger);
    await producer.enqueueMany([
      { name: 'send-note', data: { noteId: 'a' }, jobId: 'note-a' },
      { name: 'send-note', data: { noteId: 'a' }, jobId: 'note-a' },
      { name: 'send-note', data: { noteId: 'b' }, jobId: 'note-b' },
    ]);
    await producer.enqueue('send-note', { noteId: 'a' }, { jobId: 'note-a' });
    expect([...queue.jobs.keys()]).toEqual(['note-a', 'note-b']);
    await producer.enqueueMany([]);
    expect(queue.calls).toBe(2);
  });

  it('refuses invalid data, a job of another queue and a bad job id, adding nothing', async () => {
    const queue = fakeQueue();
    const producer = new JobProducer(queues.notes, queue as unknown as BullQueue, logger);
    await expect(producer.enqueue('send-note', { noteId: '' })).rejects.toThrow(/invalid data/);
    const wrongQueue = { name: 'other', data: {} } as unknown as Parameters<
      typeof producer.enqueueMany
    >[0][number];
    await expect(producer.enqueueMany([wrongQueue])).rejects.toThrow(/carries no job other/);
    await expect(producer.enqueue('send-note', { noteId: 'x' }, { jobId: 'a:b' })).rejects.toThrow(
      /must not contain/,
    );
    expect(queue.calls).toBe(0);
  });

  it('gives up after the enqueue timeout and reports false', async () => {
    const queue = fakeQueue(() => new Promise(() => undefined));
    const producer = new JobProducer(queues.notes, queue as unknown as BullQueue, logger, {
      enqueueTimeoutMs: 50,
    });
    const started = Date.now();
    await expect(producer.enqueue('send-note', { noteId: 'n' })).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports false when Redis refuses the add', async () => {
    const queue = fakeQueue(() => Promise.reject(new Error('READONLY')));
    const producer = new JobProducer(queues.notes, queue as unknown as BullQueue, logger);
    await expect(producer.enqueue('send-note', { noteId: 'n' })).resolves.toBe(false);
  });

  it('schedules a validated job under its scheduler id', async () => {
    const queue = { ...fakeQueue(), upsertJobScheduler: jest.fn(() => Promise.resolve()) };
    const producer = new JobProducer(queues.notes, queue as unknown as BullQueue, logger);
    await producer.schedule('every-note', 'send-note', { noteId: 'n' }, 1000);
    expect(queue.upsertJobScheduler).toHaveBeenCalledWith(
      'every-note',
      { every: 1000 },
      {
        name: 'send-note',
        data: { noteId: 'n' },
        opts: { removeOnComplete: true, removeOnFail: true },
      },
    );
    await expect(producer.schedule('bad', 'send-note', { noteId: '' }, 1000)).rejects.toThrow(
      /invalid data/,
    );
  });
});
