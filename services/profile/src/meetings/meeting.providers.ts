import { RpcClient } from '@mithaq/bus';
import { CONFIG, type ServiceConfig } from '@mithaq/service-kit';
import { Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { MeetingContacts } from './meeting-contacts';
import { MeetingPayments } from './meeting-payments';
import { MeetingsRepository } from './meetings.repository';
import { MeetingsService } from './meetings.service';

/** Closes the RPC client the meetings opened (billing's charges). */
@Injectable()
export class MeetingsRpcShutdown implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/** The meetings' providers, with the RPC client to billing built from the service config. */
export const meetingProviders: Provider[] = [
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
  MeetingsRpcShutdown,
  MeetingsRepository,
  MeetingContacts,
  MeetingPayments,
  MeetingsService,
];
