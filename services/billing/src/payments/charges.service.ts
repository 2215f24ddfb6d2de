import { randomUUID } from 'node:crypto';
import { EventBus } from '@mithaq/bus';
import { uniqueViolationOf } from '@mithaq/database';
import {
  BillingMessage,
  DomainError,
  ErrorCode,
  Role,
  type Actor,
  type ChargeSession,
  type CreateChargeRequest,
  type OrderStatus,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectBillingConfig, type BillingEnv } from '../config';
import { StripeApi } from '../stripe/stripe-api';
import { BillingRepository } from './billing.repository';
import { ChargeLedger, isChargeOrder, type ChargeOrder } from './charge-ledger';
import { StripeCatalogue } from './stripe-catalogue.service';

export const ChargeMessage = {
  OtherMember: 'This reference already has a charge for another member',
  Changed: 'This charge was already started with another amount or description',
  AlreadyPaid: 'This charge is already paid',
  Cancelled: 'This charge was cancelled',
} as const;

/**
 * One-off charges other services price and start for the signed-in member (course bookings,
 * services orders): one order per purpose and reference, with a Stripe PaymentIntent carrying
 * the order id. Asking again for the same reference returns the same order and PaymentIntent.
 */
@Injectable()
export class ChargesService {
  constructor(
    private readonly store: BillingRepository,
    private readonly events: EventBus,
    private readonly catalogue: StripeCatalogue,
    private readonly stripe: StripeApi,
    private readonly ledger: ChargeLedger,
    @InjectBillingConfig() private readonly config: BillingEnv,
  ) {}

  async create(userId: string, request: CreateChargeRequest): Promise<ChargeSession> {
    if (!this.stripe.enabled) {
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
    const order = await this.openOrder(userId, request);
    const customerId = await this.catalogue.customerOf(userId);
    const intent = order.stripePaymentIntentId
      ? await this.stripe.retrievePaymentIntent(order.stripePaymentIntentId)
      : await this.stripe.createChargeIntent({
          orderId: order.id,
          customerId,
          amount: order.amount,
          currency: order.currency,
          description: order.description,
          purpose: order.purpose,
        });
    if (!order.stripePaymentIntentId) {
      await this.events.transaction((manager) =>
        this.store.updateOrder(manager, order.id, { stripePaymentIntentId: intent.id }),
      );
    }
    if (!intent.clientSecret) {
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
    return {
      orderId: order.id,
      clientSecret: intent.clientSecret,
      amount: order.amount,
      description: order.description,
    };
  }

  /**
   * Cancels an unpaid charge and its PaymentIntent. A charge Stripe already took stays paid
   * (and is recorded as paid now if its webhook has not come yet); one still processing stays
   * processing. The caller may be the charge's member, an admin, or a service acting alone.
   */
  cancel(actor: Actor | null, orderId: string): Promise<{ orderId: string; status: OrderStatus }> {
    return this.events.transaction(async (manager) => {
      const order = await this.store.lockOrder(manager, orderId);
      if (
        !order ||
        !isChargeOrder(order) ||
        (actor && actor.role !== Role.Admin && order.userId !== actor.userId)
      ) {
        throw new DomainError(ErrorCode.NotFound, BillingMessage.OrderNotFound);
      }
      if (order.status === 'paid' || order.status === 'cancelled') {
        return { orderId, status: order.status };
      }
      if (!order.stripePaymentIntentId) {
        return { orderId, status: await this.ledger.end(manager, order, 'cancelled') };
      }
      const intent = await this.stripe.cancelPaymentIntent(order.stripePaymentIntentId);
      return { orderId, status: await this.ledger.apply(manager, order, intent) };
    });
  }

  /** The open order for this reference, or a new one; refuses a reference used otherwise. */
  private async openOrder(
    userId: string,
    request: CreateChargeRequest,
    attempt = 1,
  ): Promise<ChargeOrder> {
    try {
      return await this.events.transaction((manager) =>
        this.findOrInsert(manager, userId, request),
      );
    } catch (error) {
      // Two first calls at once: the unique index let one order in; use that one.
      if (attempt === 1 && uniqueViolationOf(error) === 'billing_orders_purpose_reference') {
        return this.openOrder(userId, request, 2);
      }
      throw error;
    }
  }

  private async findOrInsert(
    manager: EntityManager,
    userId: string,
    request: CreateChargeRequest,
  ): Promise<ChargeOrder> {
    const currency = this.config.BILLING_CURRENCY;
    const existing = await this.store.findChargeOrderForUpdate(
      manager,
      request.purpose,
      request.reference,
    );
    if (existing && isChargeOrder(existing)) {
      if (existing.userId !== userId) {
        throw new DomainError(ErrorCode.Conflict, ChargeMessage.OtherMember);
      }
      if (
        existing.amount !== request.amount ||
        existing.currency !== currency ||
        existing.description !== request.description
      ) {
        throw new DomainError(ErrorCode.Conflict, ChargeMessage.Changed);
      }
      if (existing.status === 'paid') {
        throw new DomainError(ErrorCode.Conflict, ChargeMessage.AlreadyPaid);
      }
      if (existing.status === 'cancelled') {
        throw new DomainError(ErrorCode.Conflict, ChargeMessage.Cancelled);
      }
      return existing;
    }
    const created: ChargeOrder = {
      id: randomUUID(),
      userId,
      purpose: request.purpose,
      tier: null,
      reference: request.reference,
      amount: request.amount,
      currency,
      description: request.description,
      status: 'pending',
      stripePaymentIntentId: null,
      stripeSubscriptionId: null,
      stripeInvoiceId: null,
      receiptUrl: null,
      createdAt: new Date(),
      paidAt: null,
    };
    await this.store.insertOrder(manager, created);
    return created;
  }
}
