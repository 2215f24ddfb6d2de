import { RpcClient } from '@mithaq/bus';
import { CONFIG, type ServiceConfig } from '@mithaq/service-kit';
import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';

/** Closes the RPC client this module opened. */
@Injectable()
class InfraShutdown implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/** The RPC client (billing's charges), built once from the service config. */
@Global()
@Module({
  providers: [
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
    InfraShutdown,
  ],
  exports: [RpcClient],
})
export class InfraModule {}
