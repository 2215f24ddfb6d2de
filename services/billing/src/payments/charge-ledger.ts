import { recordEvent } from '@mithaq/bus';
import type { OrderStatus } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StripeApi } from '../stripe/stripe-api';
import type { PaymentIntentView } from '../stripe/stripe-views';
import { BillingRepository, type ChargePurpose } from './billing.repository';
import type { OrderEntity } from './entities';

/** A charge order: any order that is not a membership, so it carries its caller's reference. */
export type ChargeOrder = OrderEntity & { purpose: ChargePurpose; reference: string };

export const isChargeOrder = (order: OrderEntity): order is ChargeOrder =>
  order.purpose !== 'membership' && order.reference !== null;

/**
 * The state of one-off charges (course bookings, services orders). Paid and cancelled are final;
 * each change is written with its event in the caller's transaction, on the order's row lock,
 * so billing.order.paid is announced once per order. A declined card leaves the order failed
 * and announced as such, yet payable again with another card on the same PaymentIntent.
 * Membership logic (tiers, Bronze subscriptions) never runs for these orders.
 */
@Injectable()
export class ChargeLedger {
  constructor(
    private readonly store: BillingRepository,
    private readonly stripe: StripeApi,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * A Stripe webhook about a charge's PaymentIntent: locks the order, then reads the intent's
   * current state from Stripe and applies it (a stale event copy never wins).
   */
  async settle(manager: EntityManager, orderId: string): Promise<void> {
    const order = await this.store.lockOrder(manager, orderId);
    if (!order || !isChargeOrder(order) || !order.userId || !order.stripePaymentIntentId) {
      return;
    }
    if (order.status === 'paid' || order.status === 'cancelled') {
      return;
    }
    await this.apply(
      manager,
      order,
      await this.stripe.retrievePaymentIntent(order.stripePaymentIntentId),
    );
  }

  /** Applies a PaymentIntent's state to its locked charge order; replies the order's status. */
  async apply(
    manager: EntityManager,
    order: ChargeOrder,
    intent: PaymentIntentView,
  ): Promise<OrderStatus> {
    if (order.status === 'paid' || order.status === 'cancelled') {
      return order.status;
    }
    switch (intent.status) {
      case 'succeeded':
        if (intent.amount !== order.amount || intent.currency !== order.currency) {
          this.logger.error(
            { orderId: order.id, paymentIntent: intent.id },
            'a payment does not match its charge; not accepting it',
          );
          return this.end(manager, order, 'failed');
        }
        return this.paid(manager, order, intent);
      case 'processing':
        if (order.status !== 'processing') {
          await this.store.updateOrder(manager, order.id, { status: 'processing' });
        }
        return 'processing';
      case 'requires_payment_method':
        return order.status === 'failed' ? 'failed' : this.end(manager, order, 'failed');
      case 'canceled':
        return this.end(manager, order, 'cancelled');
      default:
        return order.status;
    }
  }

  /** Marks the order failed or cancelled and tells its caller to release what it held. */
  async end(
    manager: EntityManager,
    order: ChargeOrder,
    status: 'failed' | 'cancelled',
  ): Promise<'failed' | 'cancelled'> {
    await this.store.updateOrder(manager, order.id, { status });
    if (order.userId) {
      await recordEvent(manager, 'billing.order.failed', {
        orderId: order.id,
        userId: order.userId,
        purpose: order.purpose,
        reference: order.reference,
        status,
      });
    }
    return status;
  }

  private async paid(
    manager: EntityManager,
    order: ChargeOrder,
    intent: PaymentIntentView,
  ): Promise<'paid'> {
    const paidAt = new Date();
    await this.store.updateOrder(manager, order.id, {
      status: 'paid',
      paidAt,
      receiptUrl: intent.receiptUrl ?? order.receiptUrl,
      stripePaymentIntentId: intent.id,
    });
    if (order.userId) {
      await recordEvent(manager, 'billing.order.paid', {
        orderId: order.id,
        userId: order.userId,
        purpose: order.purpose,
        reference: order.reference,
        amount: order.amount,
        currency: order.currency,
        paidAt: paidAt.toISOString(),
      });
    }
    return 'paid';
  }
}
