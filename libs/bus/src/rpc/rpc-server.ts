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
  Access,
  checkAccess,
  DomainError,
  ErrorCode,
  isTextEncodingFailure,
  parseOrThrow,
  TEXT_ENCODING_MESSAGE,
  type ActorFor,
  type RpcDef,
  type RpcEnvelope,
  type RpcRequest,
  type RpcErrorPayload,
} from '@mithaq/contracts';
import { REQUEST_ID_HEADER, runWithRequestId, type Logger } from '@mithaq/logging';
import type { Channel, Message } from 'amqplib';
import { finalize, Observable, throwError } from 'rxjs';
import { busNames } from '@mithaq/contracts';
import { amqpSocketOptions } from '../amqp-options';
import { isTransientFailure } from '../transient-failure';

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
    socketOptions: amqpSocketOptions(),
  },
});

type OwnedAccess = typeof Access.Self | typeof Access.SelfOrAdmin;

/**
 * How an RPC handler may be called: its access level and, for `self` and `self-or-admin`, the
 * request field holding the id that must be the caller's (required for those levels, refused
 * for the others).
 */
export type RpcAccess<A extends Access, Req = unknown> = { access: A } & (A extends OwnedAccess
  ? { owner: keyof Req & string }
  : { owner?: never });

/** What a handler receives: the caller (non-null unless the access is `visitor`) and the data. */
export interface RpcInput<Req, A extends Access = Access> {
  actor: ActorFor<A>;
  data: Req;
}

/** The same, named by the RPC's definition: `RpcInputOf<typeof IdentityRpc.setApproval>`. */
export type RpcInputOf<D, A extends Access = Access> = RpcInput<RpcRequest<D>, A>;

type Handler<Req, Res, A extends Access> = (input: RpcInput<Req, A>) => Promise<Res> | Res;

const envelopeOf = (envelope: unknown): Partial<RpcEnvelope<unknown>> =>
  typeof envelope === 'object' && envelope !== null ? envelope : {};

const fieldOf = (data: unknown, field: string | undefined): unknown =>
  field !== undefined && typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)[field]
    : undefined;

/**
 * Binds a handler to the RPC's pattern, declared once in the contracts, and calls it with
 * `{ actor, data }`: the access rule is applied to the envelope's actor first (401/403 before
 * any validation, the same in every service), then the data is parsed by the RPC's schema.
 */
export const RpcHandler =
  <Req, Res, A extends Access>(def: RpcDef<Req, Res>, rule: RpcAccess<A, Req>) =>
  <H extends Handler<Req, Res, A>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): TypedPropertyDescriptor<H> => {
    if (!descriptor.value) {
      throw new Error(`RpcHandler(${def.pattern}) must decorate a method`);
    }
    const handler: H = descriptor.value;
    const owned = rule.access === Access.Self || rule.access === Access.SelfOrAdmin;
    if (owned !== (rule.owner !== undefined)) {
      throw new Error(
        `RpcHandler(${def.pattern}): an owner field goes with self and self-or-admin access only`,
      );
    }
    async function handle(this: unknown, envelope: unknown): Promise<Res> {
      const { actor: given, data: raw } = envelopeOf(envelope);
      const actor = checkAccess(rule.access, given, fieldOf(raw, rule.owner)) as ActorFor<A>;
      const data = parseOrThrow(def.request, raw ?? {});
      return handler.call(this, { actor, data });
    }
    const wrapped = { ...descriptor, value: handle as unknown as H };
    MessagePattern(def.pattern)(target, key, wrapped);
    return wrapped;
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
    if (isTextEncodingFailure(exception)) {
      const refused: RpcErrorPayload = {
        code: ErrorCode.ValidationFailed,
        message: TEXT_ENCODING_MESSAGE,
      };
      return throwError(() => refused);
    }
    if (isTransientFailure(exception)) {
      this.logger.warn({ err: exception }, 'RPC handler could not reach its database');
      const unavailable: RpcErrorPayload = {
        code: ErrorCode.ServiceUnavailable,
        message: 'This service is briefly unavailable. Please try again in a moment.',
      };
      return throwError(() => unavailable);
    }
    this.logger.error({ err: exception }, 'RPC handler failed');
    const payload: RpcErrorPayload = {
      code: ErrorCode.Internal,
      message: 'Something went wrong on our side. Please try again.',
    };
    return throwError(() => payload);
  }
}
