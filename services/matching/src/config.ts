import { env, loadConfig } from '@mithaq/config';
import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { z } from 'zod';

/** The matching service's own settings, shared by its RPC process and its worker process. */
export const matchingEnvSchema = z.object({
  /** How many best matches of each member are stored (a pair is kept when in either side's top). */
  MATCHES_PER_MEMBER: env.int(50, 1),
  /** Members per chunk of a full recompute (one chunk = one job = one progress step). */
  RECOMPUTE_CHUNK_SIZE: env.int(500, 1),
  /** How often pending match requests past their expiry are marked expired. */
  REQUEST_EXPIRY_SWEEP_MS: env.int(15 * 60_000, 100),
  /** How often members still marked dirty (and unfinished chunks) are handed to the queue again. */
  DIRTY_SWEEP_MS: env.int(60_000, 50),
  /**
   * Jobs one worker process runs at once. Scoring is CPU-bound and holds the process: one at a
   * time, with a process per core, ran a full recompute about 15 % faster than two per process.
   */
  WORKER_CONCURRENCY: env.int(1, 1),
  /** A job whose worker stops renewing its lock for this long is retried by another worker. */
  WORKER_LOCK_MS: env.int(30_000, 500),
  /** Attempts per recompute job before BullMQ gives up on it (the sweep still retries later). */
  RECOMPUTE_ATTEMPTS: env.int(5, 1),
  /** Days a member waits after a decline before asking the same member again (0: no wait). */
  REQUEST_DECLINE_COOLDOWN_DAYS: env.int(30, 0),
});
export type MatchingConfig = z.output<typeof matchingEnvSchema>;

export const loadMatchingConfig = (source: NodeJS.ProcessEnv = process.env): MatchingConfig =>
  loadConfig(matchingEnvSchema, source);

export const MATCHING_CONFIG = Symbol('MATCHING_CONFIG');
export const InjectMatchingConfig = (): ParameterDecorator => Inject(MATCHING_CONFIG);

/** The matching config, read once at boot (from the environment unless given), injectable. */
@Global()
@Module({})
export class MatchingConfigModule {
  static forRoot(config?: MatchingConfig): DynamicModule {
    return {
      module: MatchingConfigModule,
      providers: [
        { provide: MATCHING_CONFIG, useFactory: () => config ?? loadMatchingConfig(process.env) },
      ],
      exports: [MATCHING_CONFIG],
    };
  }
}
