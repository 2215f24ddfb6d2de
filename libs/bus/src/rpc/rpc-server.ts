import {
  Catch,
  Injectable,
  type ArgumentsHost,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type RpcExceptionFilter,
} from '@nestjs/common';
import { MessagePattern, RmqContext, Transport, type RmqOptions } from '@nestjs/microservices';
import {
  DomainError,
  ErrorCode,
  parseOrThrow,
  type Actor,
  type RpcDef,
  type RpcEnvelope,
  type RpcErrorPayload,
} from '@mithaq/contracts';
import { REQUEST_ID_HEADER, runWithRequestId, type Logger } from '@mithaq/logging';
import type { Channel, Message } from 'amqplib';
import { finalize, Observable, throwError } from 'rxjs';
import { busNames } from '@mithaq/contracts';

export interface RpcServerOptions {
  rabbitmqUrl: string;
  prefix: string;
  prefetch: number;
}

/** One durable queue per service, manual acks, persistent replies, a finite prefetch. */
export const rpcServerOptions = (service: string, options: RpcServerOptions): RmqOptions => ({
  transport: Transport.RMQ,
  options: {
    urls: [options.rabbitmqUrl],
    queue: busNames(options.prefix).rpcQueue(service),
    queueOptions: { durable: true },
    noAck: false,
    prefetchCount: options.prefetch,
    persistent: true,
    // noDelay: small RPC frames must not wait for Nagle's algorithm (tens of ms per call).
    socketOptions: {
      heartbeatIntervalInSeconds: 10,
      reconnectTimeInSeconds: 1,
      connectionOptions: { noDelay: true },
    },
  },
});

/** Binds a handler to the RPC's pattern, declared once in the contracts. */
export const RpcHandler = <Req, Res>(def: RpcDef<Req, Res>): MethodDecorator =>
  MessagePattern(def.pattern);

/** Validates an incoming envelope against the RPC's request schema. */
export const unwrap = <Req, Res>(
  def: RpcDef<Req, Res>,
  envelope: unknown,
): { actor: Actor | null; data: Req } => {
  const { actor, data } = (envelope ?? {}) as Partial<RpcEnvelope<unknown>>;
  return { actor: actor ?? null, data: parseOrThrow(def.request, data) };
};

/** Runs the handler inside the caller's request id and acks the message once it has answered. */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rmq = context.switchToRpc().getContext<RmqContext>();
    const pattern = rmq.getPattern();
    const started = Date.now();
    const message = rmq.getMessage() as Message;
    const channel = rmq.getChannelRef() as Channel;
    const header: unknown = message.properties.headers?.[REQUEST_ID_HEADER];
    const requestId = typeof header === 'string' ? header : null;
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () =>
        next
          .handle()
          .pipe(
            finalize(() => {
              channel.ack(message);
              this.logger.debug({ pattern, ms: Date.now() - started }, 'rpc handled');
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}

/** Domain errors travel back with their code; anything else is logged and hidden. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainError) {
      return throwError(() => exception.toPayload());
    }
    this.logger.error({ err: exception }, 'RPC handler failed');
    const payload: RpcErrorPayload = {
      code: ErrorCode.Internal,
      message: 'Something went wrong on our side. Please try again.',
    };
    return throwError(() => payload);
  }
}
