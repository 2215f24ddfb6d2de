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
        new RecomputeQueue(
          {
            redisUrl: config.REDIS_URL,
            redisPrefix: config.REDIS_PREFIX,
            attempts: matching.RECOMPUTE_ATTEMPTS,
          },
          logger,
        ),
    },
    {
      provide: PostCommitJobs,
      inject: [DataSource, RecomputeQueue, LOGGER],
      useFactory: (dataSource: DataSource, queue: RecomputeQueue, logger: Logger) =>
        new PostCommitJobs(dataSource, queue, logger),
    },
    CloseQueue,
  ],
  exports: [RecomputeQueue, PostCommitJobs],
})
export class JobsModule {}
