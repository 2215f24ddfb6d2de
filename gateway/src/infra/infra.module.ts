import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisChangeMarks } from './change-marks';
import { ReadCache, subscribeToGenerations } from './read-cache';
import { listenerConnection } from './redis-listener';

/** The gateway's own logger token (services use service-kit's LOGGER, a different token). */
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const InjectGatewayLogger = (): ParameterDecorator => Inject(GATEWAY_LOGGER);
export const InjectGatewayConfig = (): ParameterDecorator => Inject(GATEWAY_CONFIG);

class Closer implements OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly rpc: RpcClient,
    private readonly subscriber: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
    this.subscriber.disconnect();
    this.redis.disconnect();
  }
}

const GENERATIONS_SUBSCRIBER = Symbol('GENERATIONS_SUBSCRIBER');

/** Connections the gateway shares: config, logger, Redis and the RPC client. */
@Global()
@Module({})
export class InfraModule {
  static forRoot(config: GatewayConfig, logger: Logger, redis: Redis) {
    return {
      module: InfraModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: logger },
        { provide: Redis, useValue: redis },
        {
          provide: RpcClient,
          useFactory: () =>
            new RpcClient({
              rabbitmqUrl: config.RABBITMQ_URL,
              prefix: config.BUS_PREFIX,
              timeoutMs: config.RPC_TIMEOUT_MS,
            }),
        },
        {
          provide: ReadCache,
          useFactory: () =>
            new ReadCache({
              maxAgeMs: config.READ_CACHE_MAX_AGE_MS,
              maxMembers: 20_000,
              maxPerMember: 8,
              marks: new RedisChangeMarks(redis, config.REDIS_PREFIX),
            }),
        },
        {
          provide: GENERATIONS_SUBSCRIBER,
          inject: [ReadCache],
          useFactory: async (cache: ReadCache): Promise<Redis> => {
            const subscriber = listenerConnection(redis, { maxRetriesPerRequest: null });
            await subscribeToGenerations(cache, subscriber, config.REDIS_PREFIX, logger);
            return subscriber;
          },
        },
        {
          provide: Closer,
          inject: [Redis, RpcClient, GENERATIONS_SUBSCRIBER],
          useFactory: (r: Redis, c: RpcClient, s: Redis) => new Closer(r, c, s),
        },
      ],
      exports: [GATEWAY_CONFIG, GATEWAY_LOGGER, Redis, RpcClient, ReadCache],
    };
  }
}
