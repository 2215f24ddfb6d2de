import {
  ClientProxyFactory,
  RmqRecordBuilder,
  Transport,
  type ClientProxy,
} from '@nestjs/microservices';
import {
  DomainError,
  ErrorCode,
  isRpcErrorPayload,
  type Actor,
  type RpcDef,
  type RpcEnvelope,
  type ServiceName,
} from '@mithaq/contracts';
import { currentRequestId, REQUEST_ID_HEADER } from '@mithaq/logging';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { busNames } from '@mithaq/contracts';
import { amqpSocketOptions } from '../amqp-options';

export interface RpcClientOptions {
  rabbitmqUrl: string;
  prefix: string;
  timeoutMs: number;
}

/** Calls services over their RabbitMQ RPC queues, with a deadline and typed errors. */
export class RpcClient {
  private readonly clients = new Map<ServiceName, ClientProxy>();

  constructor(private readonly options: RpcClientOptions) {}

  async call<Req, Res>(def: RpcDef<Req, Res>, data: Req, actor: Actor | null = null): Promise<Res> {
    const envelope: RpcEnvelope<Req> = { actor, data };
    const requestId = currentRequestId();
    const record = new RmqRecordBuilder(envelope)
      .setOptions({
        headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
        // A request nobody took in time is dropped by the broker, so it never runs after the
        // caller has already been told it failed.
        expiration: String(this.options.timeoutMs),
      })
      .build();
    try {
      const reply: Res = await firstValueFrom(
        this.clientFor(def.service)
          .send<Res>(def.pattern, record)
          .pipe(timeout(this.options.timeoutMs)),
      );
      return reply;
    } catch (error) {
      throw this.translate(def.service, error);
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.clients.values()].map(async (client) => {
        await client.close();
      }),
    );
    this.clients.clear();
  }

  private clientFor(service: ServiceName): ClientProxy {
    let client = this.clients.get(service);
    if (!client) {
      client = ClientProxyFactory.create({
        transport: Transport.RMQ,
        options: {
          urls: [this.options.rabbitmqUrl],
          queue: busNames(this.options.prefix).rpcQueue(service),
          queueOptions: { durable: true },
          persistent: true,
          socketOptions: amqpSocketOptions(),
        },
      });
      this.clients.set(service, client);
    }
    return client;
  }

  private translate(service: ServiceName, error: unknown): DomainError {
    if (error instanceof DomainError) {
      return error;
    }
    if (error instanceof TimeoutError) {
      return new DomainError(
        ErrorCode.ServiceTimeout,
        `The ${service} service did not answer in time. Please try again shortly.`,
      );
    }
    if (isRpcErrorPayload(error)) {
      return new DomainError(error.code, error.message, error.fields);
    }
    return new DomainError(
      ErrorCode.ServiceUnavailable,
      `The ${service} service is unavailable right now. Please try again shortly.`,
    );
  }
}
