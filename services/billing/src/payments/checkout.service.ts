import { randomUUID } from 'node:crypto';
import { EventBus } from '@mithaq/bus';
import { uniqueViolationOf } from '@mithaq/database';
import {
  BillingMessage,
  DomainError,
  ErrorCode,
  type CheckoutSession,
  type OrderView,
  type PlanTier,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectBillingConfig, type BillingEnv } from '../config';
import { MembershipService } from '../membership/membership.service';
import { PlansService } from '../plans/plans.service';
import { StripeApi } from '../stripe/stripe-api';
import type { CheckoutSecret } from '../stripe/stripe-views';
import { BillingRepository } from './billing.repository';
import type { OrderEntity } from './entities';
import { membershipCharge, type MembershipCharge } from './order-amount';
import { StripeCatalogue } from './stripe-catalogue.service';

/** Stripe keeps idempotency keys 24 hours: an open order older than this starts afresh. */
const REUSE_ORDER_MS = 23 * 60 * 60 * 1000;

export const toOrderView = (order: OrderEntity): OrderView => ({
  id: order.id,
  purpose: order.purpose,
  tier: order.tier,
  amount: order.amount,
  description: order.description,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});

/**
 * Starting a membership payment: an order whose amount comes from the catalogue, the member's
 * Stripe customer, then a Bronze subscription or a Silver/Gold PaymentIntent carrying the
 * order id. The tier itself is granted later, by the verified webhook.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly store: BillingRepository,
    private readonly events: EventBus,
    private readonly plans: PlansService,
    private readonly membership: MembershipService,
    private readonly catalogue: StripeCatalogue,
    private readonly stripe: StripeApi,
    @InjectBillingConfig() private readonly config: BillingEnv,
  ) {}

  async createSubscription(userId: string): Promise<CheckoutSession> {
    const { order, charge } = await this.openOrder(userId, 'bronze');
    const customerId = await this.catalogue.customerOf(userId);
    const { subscription, checkout } = order.stripeSubscriptionId
      ? await this.stripe.retrieveSubscriptionCheckout(order.stripeSubscriptionId)
      : await this.stripe.createSubscription({
          orderId: order.id,
          customerId,
          priceId: await this.catalogue.priceFor('bronze', charge.name, charge.amount, true),
        });
    await this.events.transaction(async (manager) => {
      await this.store.insertSubscriptionIfAbsent(manager, {
        stripeSubscriptionId: subscription.id,
        userId,
        orderId: order.id,
        tier: 'bronze',
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelReason: null,
        createdAt: subscription.createdAt,
        startedAt: null,
        endedAt: null,
        updatedAt: new Date(),
      });
      await this.store.updateOrder(manager, order.id, {
        stripeSubscriptionId: subscription.id,
        ...(checkout?.paymentIntentId ? { stripePaymentIntentId: checkout.paymentIntentId } : {}),
      });
    });
    return this.session(order, charge, checkout);
  }

  async createPaymentIntent(userId: string, tier: 'silver' | 'gold'): Promise<CheckoutSession> {
    const { order, charge } = await this.openOrder(userId, tier);
    const customerId = await this.catalogue.customerOf(userId);
    const intent = order.stripePaymentIntentId
      ? await this.stripe.retrievePaymentIntent(order.stripePaymentIntentId)
      : await this.stripe.createPaymentIntent({
          orderId: order.id,
          customerId,
          amount: charge.amount,
          currency: order.currency,
          description: charge.description,
          tier,
        });
    if (!order.stripePaymentIntentId) {
      await this.events.transaction((manager) =>
        this.store.updateOrder(manager, order.id, { stripePaymentIntentId: intent.id }),
      );
    }
    const checkout: CheckoutSecret | null = intent.clientSecret
      ? { clientSecret: intent.clientSecret, mode: 'payment', paymentIntentId: intent.id }
      : null;
    return this.session(order, charge, checkout);
  }

  async order(userId: string, id: string): Promise<OrderView> {
    const order = await this.store.findOrder(id);
    if (!order || order.userId !== userId) {
      throw new DomainError(ErrorCode.NotFound, BillingMessage.OrderNotFound);
    }
    return toOrderView(order);
  }

  /**
   * The member's open order for the tier: the one already started (a double click, a page
   * reload: the same Stripe object, so one charge) or a new one at the catalogue's price.
   */
  private async openOrder(
    userId: string,
    tier: PlanTier,
    attempt = 1,
  ): Promise<{ order: OrderEntity; charge: MembershipCharge }> {
    if (!this.stripe.enabled) {
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
    const current = await this.membership.current(userId);
    const charge = membershipCharge(await this.plans.listPlans(), tier, current.tier);
    try {
      const order = await this.events.transaction((manager) =>
        this.pendingOrder(manager, userId, charge),
      );
      return { order, charge };
    } catch (error) {
      // Two first clicks at once: the partial unique index let one order in; use that one.
      if (attempt === 1 && uniqueViolationOf(error) === 'billing_orders_one_pending') {
        return this.openOrder(userId, tier, 2);
      }
      throw error;
    }
  }

  private async pendingOrder(
    manager: EntityManager,
    userId: string,
    charge: MembershipCharge,
  ): Promise<OrderEntity> {
    const currency = this.config.BILLING_CURRENCY;
    const open = await this.store.findPendingOrderForUpdate(manager, userId, charge.tier);
    if (
      open &&
      open.amount === charge.amount &&
      open.currency === currency &&
      Date.now() - open.createdAt.getTime() < REUSE_ORDER_MS
    ) {
      return open;
    }
    if (open) {
      // The price changed or the order went stale: it is never paid; a new one replaces it.
      await this.store.updateOrder(manager, open.id, { status: 'cancelled' });
    }
    const created: OrderEntity = {
      id: randomUUID(),
      userId,
      purpose: 'membership',
      tier: charge.tier,
      reference: null,
      amount: charge.amount,
      currency,
      description: charge.description,
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

  private session(
    order: OrderEntity,
    charge: MembershipCharge,
    checkout: CheckoutSecret | null,
  ): CheckoutSession {
    if (!checkout) {
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
    return {
      orderId: order.id,
      clientSecret: checkout.clientSecret,
      mode: checkout.mode,
      tier: charge.tier,
      amount: order.amount,
      description: order.description,
    };
  }
}
