import type { PostCommitEnqueue } from '@mithaq/jobs';
import type { EntityManager } from 'typeorm';
import { memberJob, type RecomputeQueue } from './recompute-queue';

/**
 * Member recomputes requested inside a transaction are enqueued once it commits, so a worker
 * never runs before the change it should see; a rollback enqueues nothing. The dirty rows stay
 * the source of truth if Redis is away.
 */
export class PostCommitJobs {
  constructor(
    private readonly postCommit: PostCommitEnqueue,
    private readonly queue: RecomputeQueue,
  ) {}

  recomputeAfterCommit(manager: EntityManager, userIds: readonly string[]): void {
    this.postCommit.enqueueAfterCommit(manager, this.queue.producer, userIds.map(memberJob));
  }
}
