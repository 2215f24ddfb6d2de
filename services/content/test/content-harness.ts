import { ServiceHarness } from '@mithaq/service-harness';
import { REDIS_URL } from '@mithaq/testing';
import { Redis } from 'ioredis';
import { loadContentConfig } from '../src/config';
import { createContentService } from '../src/service';

/**
 * A content service in this process on fresh databases, queues and Redis keys of its own.
 * `env` holds content settings (SMTP_*, MAIL_*; mail retries are fast by default here),
 * `serviceEnv` the shared service settings (REDIS_URL...).
 */
export const startContent = async (
  env: Record<string, string> = {},
  serviceEnv: Record<string, string> = {},
): Promise<{ harness: ServiceHarness; stop: () => Promise<void> }> => {
  const harness = new ServiceHarness(15_000);
  const redisPrefix = `${harness.tag}:`;
  const contentEnv = {
    MAIL_BACKOFF_MS: '50',
    MAIL_SWEEP_INTERVAL_MS: '200',
    MAIL_STALE_AFTER_MS: '60000',
    SMTP_TIMEOUT_MS: '2000',
    ...env,
  };
  await harness.start(createContentService(loadContentConfig(contentEnv)), {
    REDIS_PREFIX: redisPrefix,
    ...serviceEnv,
  });
  const stop = async (): Promise<void> => {
    await harness.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  };
  return { harness, stop };
};
