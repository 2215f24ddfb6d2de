import { defineJobQueues } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { PostCommitEnqueue, type JobSink } from './post-commit';
import type { EnqueueRequest } from './producer';

const queues = defineJobQueues(
  { 'send-note': z.object({ noteId: z.string().min(1) }) },
  { notes: { queue: 'test-notes', jobs: ['send-note'] } },
);
type NoteJobs = (typeof queues.notes)['jobs'];

const note = (noteId: string): EnqueueRequest<NoteJobs> => ({
  name: 'send-note',
  data: { noteId },
  jobId: `note-${noteId}`,
});

const setup = () => {
  const added: string[][] = [];
  const sink: JobSink<NoteJobs> = {
    check: (request) => {
      queues.notes.jobs[request.name].parse(request.data);
    },
    enqueueMany: (requests) => {
      added.push(requests.map((request) => request.data.noteId));
      return Promise.resolve(true);
    },
  };
  const dataSource = { subscribers: [] as unknown[] } as unknown as DataSource;
  const postCommit = new PostCommitEnqueue(dataSource, createLogger('test', 'silent'));
  const runner = { isTransactionActive: true } as QueryRunner;
  const manager = { queryRunner: runner } as EntityManager;
  const end = () => {
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
  };
  return { added, sink, postCommit, runner, manager, dataSource, end };
};

describe('PostCommitEnqueue', () => {
  it('registers itself as a subscriber of the data source', () => {
    const { postCommit, dataSource } = setup();
    expect(dataSource.subscribers).toContain(postCommit);
  });

  it('enqueues once the transaction commits, each job id once, not at a savepoint release', () => {
    const { added, sink, postCommit, runner, manager, end } = setup();
    postCommit.enqueueAfterCommit(manager, sink, [note('a'), note('b')]);
    postCommit.enqueueAfterCommit(manager, sink, [note('b')]);
    expect(added).toEqual([]);
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([]);
    end();
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([['a', 'b']]);
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toHaveLength(1);
  });

  it('enqueues nothing when the transaction rolls back', () => {
    const { added, sink, postCommit, runner, manager, end } = setup();
    postCommit.enqueueAfterCommit(manager, sink, [note('a')]);
    end();
    postCommit.afterTransactionRollback({ queryRunner: runner } as never);
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([]);
  });

  it('keeps the jobs when only a savepoint rolls back', () => {
    const { added, sink, postCommit, runner, manager, end } = setup();
    postCommit.enqueueAfterCommit(manager, sink, [note('a')]);
    postCommit.afterTransactionRollback({ queryRunner: runner } as never);
    end();
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([['a']]);
  });

  it('enqueues at once outside a transaction', () => {
    const { added, sink, postCommit } = setup();
    postCommit.enqueueAfterCommit({ queryRunner: undefined } as EntityManager, sink, [note('z')]);
    expect(added).toEqual([['z']]);
  });

  it('refuses an invalid job at once, inside the transaction', () => {
    const { added, sink, postCommit, manager } = setup();
    expect(() => postCommit.enqueueAfterCommit(manager, sink, [note('')])).toThrow();
    expect(added).toEqual([]);
  });
});
