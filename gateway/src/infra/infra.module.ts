import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** The gateway's own logger token (services use service-kit's LOGGER, a different token). */
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const InjectGatewayLogger = (): ParameterDecorator => Inject(GATEWAY_LOGGER);
export const InjectGatewayConfig = (): ParameterDecorator => Inject(GATEWAY_CONFIG);

class Closer implements OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly rpc: RpcClient,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
    this.redis.disconnect();
  }
}

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
          provide: Closer,
          inject: [Redis, RpcClient],
          useFactory: (r: Redis, c: RpcClient) => new Closer(r, c),
        },
      ],
      exports: [GATEWAY_CONFIG, GATEWAY_LOGGER, Redis, RpcClient],
    };
  }
}
