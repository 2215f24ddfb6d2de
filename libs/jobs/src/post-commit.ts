import type { JobMap } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { EnqueueRequest, JobProducer } from './producer';

/** The part of a producer post-commit enqueueing uses. */
export type JobSink<M extends JobMap> = Pick<JobProducer<M>, 'check' | 'enqueueMany'>;

type AnySink = JobSink<JobMap>;
type PendingJobs = Map<string | number, EnqueueRequest<JobMap>>;
type Pending = Map<AnySink, PendingJobs>;

/**
 * Adds jobs only once the transaction that wrote their rows has committed, so a worker never runs
 * before the change it should see, and a rolled-back transaction enqueues nothing. Outside a
 * transaction the jobs are added at once. Jobs with the same id requested in one transaction are
 * added once. Enqueueing is not awaited (the caller's reply does not wait for Redis); a refused
 * add is left to the service's sweeper, since the committed rows remain the source of truth.
 * One instance per DataSource: it registers itself as the DataSource's subscriber.
 */
export class PostCommitEnqueue implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Pending>();
  private anonymous = 0;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
  ) {
    dataSource.subscribers.push(this);
  }

  /** Checks the jobs now (a bad job fails the caller's transaction) and adds them after commit. */
  enqueueAfterCommit<M extends JobMap>(
    manager: EntityManager,
    producer: JobSink<M>,
    requests: readonly EnqueueRequest<M>[],
  ): void {
    requests.forEach((request) => producer.check(request));
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      this.flush(producer, requests);
      return;
    }
    const pending: Pending = this.pending.get(runner) ?? new Map<AnySink, PendingJobs>();
    const sink = producer as unknown as AnySink;
    const byId: PendingJobs =
      pending.get(sink) ?? new Map<string | number, EnqueueRequest<JobMap>>();
    for (const request of requests) {
      byId.set(request.jobId ?? (this.anonymous += 1), request);
    }
    pending.set(sink, byId);
    this.pending.set(runner, pending);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A released savepoint leaves the outer transaction open: wait for the real commit.
    if (event.queryRunner.isTransactionActive) {
      return;
    }
    const pending = this.pending.get(event.queryRunner);
    if (pending) {
      this.pending.delete(event.queryRunner);
      pending.forEach((byId, sink) => this.flush(sink, [...byId.values()]));
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // Rolling back to a savepoint keeps the outer transaction (and its jobs) alive.
    if (!event.queryRunner.isTransactionActive) {
      this.pending.delete(event.queryRunner);
    }
  }

  private flush<M extends JobMap>(producer: JobSink<M>, requests: readonly EnqueueRequest<M>[]) {
    producer
      .enqueueMany(requests)
      .catch((err: unknown) => this.logger.warn({ err }, 'post-commit enqueue failed'));
  }
}
