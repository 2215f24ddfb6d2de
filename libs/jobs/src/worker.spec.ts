import { defineJobQueues } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { assertProcessors, jobHandler, startJobWorker, type JobProcessors } from './worker';

const queues = defineJobQueues(
  {
    'send-note': z.object({ noteId: z.string().min(1) }),
    'tidy-up': z.object({}),
  },
  { notes: { queue: 'test-notes', jobs: ['send-note', 'tidy-up'] } },
);
type NoteJobs = (typeof queues.notes)['jobs'];

const received = (name: string, data: unknown, attemptsMade = 0) => ({
  id: 'j1',
  name,
  data,
  attemptsMade,
  opts: { attempts: 3 },
});

const noop = (): Promise<void> => Promise.resolve();

describe('job processors checked at boot', () => {
  it('accepts exactly one processor per declared job', () => {
    expect(() =>
      assertProcessors(queues.notes, { 'send-note': noop, 'tidy-up': noop }),
    ).not.toThrow();
  });

  it('fails the build for a missing or an undeclared processor', () => {
    // @ts-expect-error 'tidy-up' has no processor
    const missing: JobProcessors<NoteJobs> = { 'send-note': noop };
    // @ts-expect-error 'send-sms' is not a job of the queue
    const extra: JobProcessors<NoteJobs> = { 'send-note': noop, 'tidy-up': noop, 'send-sms': noop };
    expect(() => assertProcessors(queues.notes, missing)).toThrow(/do not match/);
    expect(() => assertProcessors(queues.notes, extra)).toThrow(/send-sms/);
  });

  it('refuses to start a worker with a missing processor, before connecting', () => {
    const processors = { 'send-note': noop } as unknown as JobProcessors<NoteJobs>;
    expect(() =>
      startJobWorker(queues.notes, processors, {
        connection: { redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'never:' },
        logger: createLogger('test', 'silent'),
      }),
    ).toThrow(/do not match the declared jobs \[send-note, tidy-up\]/);
  });

  it('refuses a processor for a job nobody declared', () => {
    expect(() =>
      assertProcessors(queues.notes, { 'send-note': noop, 'tidy-up': noop, 'send-sms': noop }),
    ).toThrow(/send-sms/);
  });
});

describe('jobHandler', () => {
  const setup = () => {
    const calls: { noteId: string; attempt: number; isLastAttempt: boolean }[] = [];
    const processors: JobProcessors<NoteJobs> = {
      'send-note': (data, job) => {
        calls.push({ noteId: data.noteId, attempt: job.attempt, isLastAttempt: job.isLastAttempt });
        return Promise.resolve();
      },
      'tidy-up': noop,
    };
    return { calls, handle: jobHandler(queues.notes, processors) };
  };

  it("hands valid data to the job's processor with the attempt", async () => {
    const { calls, handle } = setup();
    await handle(received('send-note', { noteId: 'n1' }));
    await handle(received('send-note', { noteId: 'n2' }, 2));
    expect(calls).toEqual([
      { noteId: 'n1', attempt: 1, isLastAttempt: false },
      { noteId: 'n2', attempt: 3, isLastAttempt: true },
    ]);
  });

  it('fails invalid data without retries and without calling the processor', async () => {
    const { calls, handle } = setup();
    await expect(handle(received('send-note', { noteId: 42 }))).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    await expect(handle(received('send-note', null))).rejects.toThrow(/invalid data for job/);
    expect(calls).toEqual([]);
  });

  it('fails a job name the queue does not carry, without retries', async () => {
    const { calls, handle } = setup();
    await expect(handle(received('toString', {}))).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(handle(received('send-sms', {}))).rejects.toThrow(/no processor for job send-sms/);
    expect(calls).toEqual([]);
  });

  it("lets a processor's own failure through for BullMQ to retry", async () => {
    const handle = jobHandler(queues.notes, {
      'send-note': () => Promise.reject(new Error('SMTP down')),
      'tidy-up': noop,
    });
    const failure = await handle(received('send-note', { noteId: 'n' })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(UnrecoverableError);
  });
});
