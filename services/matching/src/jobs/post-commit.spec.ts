import { PostCommitEnqueue } from '@mithaq/jobs';
import { createLogger } from '@mithaq/logging';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { PostCommitJobs } from './post-commit';
import type { RecomputeQueue } from './recompute-queue';

const setup = () => {
  const added: { userIds: string[]; jobIds: (string | undefined)[] }[] = [];
  const queue = {
    producer: {
      check: () => undefined,
      enqueueMany: (requests: readonly { data: { userId: string }; jobId?: string }[]) => {
        added.push({
          userIds: requests.map((request) => request.data.userId),
          jobIds: requests.map((request) => request.jobId),
        });
        return Promise.resolve(true);
      },
    },
  } as unknown as RecomputeQueue;
  const dataSource = { subscribers: [] as unknown[] } as unknown as DataSource;
  const postCommit = new PostCommitEnqueue(dataSource, createLogger('test', 'silent'));
  const jobs = new PostCommitJobs(postCommit, queue);
  const runner = { isTransactionActive: true } as QueryRunner;
  const manager = { queryRunner: runner } as EntityManager;
  const end = () => {
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
  };
  return { added, jobs, postCommit, runner, manager, dataSource, end };
};

describe('PostCommitJobs', () => {
  it('registers the post-commit enqueuer as a subscriber of the data source', () => {
    const { postCommit, dataSource } = setup();
    expect(dataSource.subscribers).toContain(postCommit);
  });

  it('enqueues the members once, after the transaction commits, with their stable job ids', () => {
    const { added, jobs, postCommit, runner, manager, end } = setup();
    jobs.recomputeAfterCommit(manager, ['a', 'b']);
    jobs.recomputeAfterCommit(manager, ['b']);
    expect(added).toEqual([]);
    // A released savepoint: the outer transaction is still open.
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([]);
    end();
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([{ userIds: ['a', 'b'], jobIds: ['member-a', 'member-b'] }]);
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toHaveLength(1);
  });

  it('enqueues nothing for a rolled-back transaction', () => {
    const { added, jobs, postCommit, runner, manager, end } = setup();
    jobs.recomputeAfterCommit(manager, ['a']);
    end();
    postCommit.afterTransactionRollback({ queryRunner: runner } as never);
    postCommit.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([]);
  });

  it('enqueues at once outside a transaction', () => {
    const { added, jobs } = setup();
    jobs.recomputeAfterCommit({ queryRunner: undefined } as EntityManager, ['z']);
    expect(added).toEqual([{ userIds: ['z'], jobIds: ['member-z'] }]);
  });
});
