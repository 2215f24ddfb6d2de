import { randomUUID } from 'node:crypto';
import {
  RpcContextInterceptor,
  RpcErrorFilter,
  RpcHandler,
  rpcServerOptions,
  type RpcInput,
} from '@mithaq/bus';
import {
  Access,
  BillingRpc,
  type Actor,
  type ChargeSession,
  type CreateChargeRequest,
  type OrderStatus,
} from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { RABBITMQ_URL } from '@mithaq/testing';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

export interface ChargeCall {
  actor: Actor;
  request: CreateChargeRequest;
  orderId: string;
}

/**
 * Answers billing's two charge calls on the test's queue prefix, as billing's contract says:
 * one open order per reference, and cancelCharge replying the order's status (cancelled unless
 * the test says the order was paid). It records every call for the test to inspect.
 */
export class BillingStandIn {
  readonly charges: ChargeCall[] = [];
  readonly cancels: { actor: Actor | null; orderId: string }[] = [];
  private readonly statuses = new Map<string, OrderStatus>();
  private app: INestMicroservice | null = null;

  /** The order the stand-in opened for a reference. */
  orderOf(reference: string): string {
    const call = this.charges.find((c) => c.request.reference === reference);
    if (!call) {
      throw new Error(`no charge was asked for ${reference}`);
    }
    return call.orderId;
  }

  /** Billing's status of an order, as cancelCharge will reply it. */
  setStatus(orderId: string, status: OrderStatus): void {
    this.statuses.set(orderId, status);
  }

  async start(prefix: string): Promise<void> {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const standIn = this;

    @Controller()
    class ChargesRpc {
      @RpcHandler(BillingRpc.createCharge, { access: Access.SignedIn })
      create({
        actor,
        data,
      }: RpcInput<CreateChargeRequest, typeof Access.SignedIn>): ChargeSession {
        const open = standIn.charges.find((c) => c.request.reference === data.reference);
        const orderId = open?.orderId ?? randomUUID();
        if (!open) {
          standIn.charges.push({ actor, request: data, orderId });
          standIn.statuses.set(orderId, 'pending');
        }
        return {
          orderId,
          clientSecret: `pi_${orderId.replace(/-/g, '')}_secret_test`,
          amount: data.amount,
          description: data.description,
        };
      }

      @RpcHandler(BillingRpc.cancelCharge, { access: Access.Visitor })
      cancel({ actor, data }: RpcInput<{ orderId: string }>): {
        orderId: string;
        status: OrderStatus;
      } {
        standIn.cancels.push({ actor, orderId: data.orderId });
        const status = standIn.statuses.get(data.orderId) ?? 'cancelled';
        const after: OrderStatus = status === 'paid' ? 'paid' : 'cancelled';
        standIn.statuses.set(data.orderId, after);
        return { orderId: data.orderId, status: after };
      }
    }

    @Module({ controllers: [ChargesRpc] })
    class StandInModule {}

    const logger = createLogger('billing', 'silent');
    this.app = await NestFactory.createMicroservice(StandInModule, {
      ...rpcServerOptions('billing', { rabbitmqUrl: RABBITMQ_URL, prefix, prefetch: 64 }),
      logger: false,
    });
    this.app.useGlobalInterceptors(new RpcContextInterceptor(logger));
    this.app.useGlobalFilters(new RpcErrorFilter(logger));
    await this.app.listen();
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }
}
