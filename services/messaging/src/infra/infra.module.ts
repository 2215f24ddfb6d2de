import { RpcClient } from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import { CONFIG, LOGGER, type ServiceConfig } from '@mithaq/service-kit';
import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PresenceReader, REDIS } from './presence';
import { SiteName } from './site-name';

/** Closes the connections this module opened. */
@Injectable()
class InfraShutdown implements OnApplicationShutdown {
  constructor(
    private readonly presence: PresenceReader,
    private readonly rpc: RpcClient,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.presence.close();
    await this.rpc.close();
  }
}

/** Redis (presence) and the RPC client (identity, content), built once from the service config. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [CONFIG, LOGGER],
      useFactory: (config: ServiceConfig, logger: Logger): Redis => {
        // Fail fast: sending a message must not wait on Redis.
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
        redis.on('error', (err) => logger.warn({ err }, 'messaging: Redis error'));
        return redis;
      },
    },
    {
      provide: RpcClient,
      inject: [CONFIG],
      useFactory: (config: ServiceConfig): RpcClient =>
        new RpcClient({
          rabbitmqUrl: config.RABBITMQ_URL,
          prefix: config.BUS_PREFIX,
          timeoutMs: config.RPC_TIMEOUT_MS,
        }),
    },
    PresenceReader,
    SiteName,
    InfraShutdown,
  ],
  exports: [RpcClient, PresenceReader, SiteName],
})
export class InfraModule {}
