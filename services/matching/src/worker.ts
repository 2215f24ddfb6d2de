import { runWorker, type WorkerDefinition } from '@mithaq/service-kit';
import { loadMatchingConfig, type MatchingConfig } from './config';
import { MatchingWorker } from './recompute/matching-worker';
import { matchingService } from './service';

/**
 * The matching worker process: recompute and maintenance jobs on the service's database (the
 * service process migrates it), no RPC consumer.
 */
export const matchingWorker: WorkerDefinition<MatchingWorker, MatchingConfig> = {
  service: matchingService,
  name: 'matching-worker',
  settings: loadMatchingConfig,
  start: async ({ config, settings, logger, dataSource }) => {
    const worker = new MatchingWorker({
      dataSource,
      config: settings,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
    });
    await worker.start();
    return worker;
  },
};

if (require.main === module) {
  runWorker(matchingWorker).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
