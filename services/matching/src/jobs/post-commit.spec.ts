import { createLogger } from '@mithaq/logging';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { PostCommitJobs } from './post-commit';
import type { RecomputeQueue } from './recompute-queue';

const setup = () => {
  const added: string[][] = [];
  const queue = {
    addMembers: (ids: readonly string[]) => {
      added.push([...ids]);
      return Promise.resolve(true);
    },
  } as unknown as RecomputeQueue;
  const dataSource = { subscribers: [] as unknown[] } as unknown as DataSource;
  const jobs = new PostCommitJobs(dataSource, queue, createLogger('test', 'silent'));
  const runner = { isTransactionActive: true } as QueryRunner;
  const manager = { queryRunner: runner } as EntityManager;
  return { added, jobs, runner, manager, dataSource };
};

describe('PostCommitJobs', () => {
  it('registers itself as a subscriber of the data source', () => {
    const { jobs, dataSource } = setup();
    expect(dataSource.subscribers).toContain(jobs);
  });

  it('enqueues the members once, after the transaction commits', () => {
    const { added, jobs, runner, manager } = setup();
    jobs.recomputeAfterCommit(manager, ['a', 'b']);
    jobs.recomputeAfterCommit(manager, ['b']);
    expect(added).toEqual([]);
    // A released savepoint: the outer transaction is still open.
    jobs.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([]);
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    jobs.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([['a', 'b']]);
    jobs.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toHaveLength(1);
  });

  it('enqueues nothing for a rolled-back transaction', () => {
    const { added, jobs, runner, manager } = setup();
    jobs.recomputeAfterCommit(manager, ['a']);
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    jobs.afterTransactionRollback({ queryRunner: runner } as never);
    jobs.afterTransactionCommit({ queryRunner: runner } as never);
    expect(added).toEqual([]);
  });

  it('enqueues at once outside a transaction', () => {
    const { added, jobs } = setup();
    jobs.recomputeAfterCommit({ queryRunner: undefined } as EntityManager, ['z']);
    expect(added).toEqual([['z']]);
  });
});
