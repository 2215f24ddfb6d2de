import type { Logger } from '@mithaq/logging';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { RecomputeQueue } from './recompute-queue';

/**
 * Hands member recompute jobs to the queue only once the transaction that marked the members
 * dirty has committed, so a worker never runs before the change it should see. A rolled-back
 * transaction enqueues nothing. The dirty rows stay the source of truth if Redis is away.
 */
export class PostCommitJobs implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();

  constructor(
    dataSource: DataSource,
    private readonly queue: RecomputeQueue,
    private readonly logger: Logger,
  ) {
    dataSource.subscribers.push(this);
  }

  recomputeAfterCommit(manager: EntityManager, userIds: readonly string[]): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      this.enqueue(userIds);
      return;
    }
    const set = this.pending.get(runner) ?? new Set<string>();
    userIds.forEach((id) => set.add(id));
    this.pending.set(runner, set);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A released savepoint leaves the outer transaction open: wait for the real commit.
    if (event.queryRunner.isTransactionActive) {
      return;
    }
    const userIds = this.pending.get(event.queryRunner);
    if (userIds) {
      this.pending.delete(event.queryRunner);
      this.enqueue([...userIds]);
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) {
      this.pending.delete(event.queryRunner);
    }
  }

  private enqueue(userIds: readonly string[]): void {
    // Not awaited: the event's acknowledgement must not wait for Redis.
    this.queue
      .addMembers(userIds)
      .catch((err: unknown) => this.logger.warn({ err }, 'recompute enqueue failed'));
  }
}
