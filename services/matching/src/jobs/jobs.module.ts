import { jobConnectionOf, PostCommitEnqueue } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { CONFIG, LOGGER, type ServiceConfig } from '@mithaq/service-kit';
import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MATCHING_CONFIG, type MatchingConfig } from '../config';
import { PostCommitJobs } from './post-commit';
import { RecomputeQueue } from './recompute-queue';

@Injectable()
class CloseQueue implements OnApplicationShutdown {
  constructor(private readonly queue: RecomputeQueue) {}

  onApplicationShutdown(): Promise<void> {
    return this.queue.close();
  }
}

/** The RPC process's producer side of the recompute queue (the worker process consumes it). */
@Global()
@Module({
  providers: [
    {
      provide: RecomputeQueue,
      inject: [CONFIG, MATCHING_CONFIG, LOGGER],
      useFactory: (config: ServiceConfig, matching: MatchingConfig, logger: Logger) =>
        RecomputeQueue.connect(
          { ...jobConnectionOf(config), attempts: matching.RECOMPUTE_ATTEMPTS },
          logger,
        ),
    },
    {
      provide: PostCommitEnqueue,
      inject: [DataSource, LOGGER],
      useFactory: (dataSource: DataSource, logger: Logger) =>
        new PostCommitEnqueue(dataSource, logger),
    },
    {
      provide: PostCommitJobs,
      inject: [PostCommitEnqueue, RecomputeQueue],
      useFactory: (postCommit: PostCommitEnqueue, queue: RecomputeQueue) =>
        new PostCommitJobs(postCommit, queue),
    },
    CloseQueue,
  ],
  exports: [RecomputeQueue, PostCommitJobs],
})
export class JobsModule {}
