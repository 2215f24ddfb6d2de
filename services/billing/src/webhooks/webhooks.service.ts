import { randomUUID } from 'node:crypto';
import { EventBus } from '@mithaq/bus';
import { membershipDescription, type WebhookReceipt } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HOLDING_STATUSES } from '../membership/membership.policy';
import { MembershipService } from '../membership/membership.service';
import { BillingRepository } from '../payments/billing.repository';
import { ChargeLedger } from '../payments/charge-ledger';
import type { OrderEntity } from '../payments/entities';
import { StripeApi } from '../stripe/stripe-api';
import type {
  InvoiceView,
  PaymentIntentView,
  SubscriptionView,
  WebhookEvent,
} from '../stripe/stripe-views';
import { webhookActionOf, type WebhookAction } from './webhook-routing';

const RECEIVED: WebhookReceipt = { received: true };
/** Statuses after which a subscription never holds a tier again. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/**
 * Stripe's webhooks: verified (signature and 300 s tolerance), each event id applied once in the
 * transaction of its effect, and order-tolerant: the object is re-read from Stripe and its
 * current state applied, whatever order the events came in. Only here is a paid tier granted.
 */
@Injectable()
export class WebhooksService {
  private readonly handlers: Record<
    WebhookAction,
    (event: WebhookEvent, id: string) => Promise<void>
  >;

  constructor(
    private readonly store: BillingRepository,
    private readonly events: EventBus,
    private readonly membership: MembershipService,
    private readonly stripe: StripeApi,
    private readonly charges: ChargeLedger,
    @InjectLogger() private readonly logger: Logger,
  ) {
    const payment = (event: WebhookEvent, id: string) => this.onPaymentIntent(event, id);
    const invoice = (event: WebhookEvent, id: string) => this.onInvoice(event, id);
    this.handlers = {
      'payment-succeeded': payment,
      'payment-processing': payment,
      'payment-failed': payment,
      'invoice-paid': invoice,
      'invoice-failed': invoice,
      'subscription-changed': (event, id) => this.onSubscription(event, id),
    };
  }

  async receive(payload: string, signature: string): Promise<WebhookReceipt> {
    const event = this.stripe.verifyWebhook(payload, signature);
    const action = webhookActionOf(event.type);
    if (!action || !event.objectId) {
      this.logger.debug({ eventId: event.id, type: event.type }, 'ignored a Stripe event');
      return RECEIVED;
    }
    if (await this.store.isEventProcessed(event.id)) {
      this.logger.info({ eventId: event.id }, 'Stripe event already applied');
      return RECEIVED;
    }
    await this.handlers[action](event, event.objectId);
    return RECEIVED;
  }

  /** Runs the effect once per event id: a concurrent duplicate finds the id taken and stops. */
  private once(
    event: WebhookEvent,
    work: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    return this.events.transaction(async (manager) => {
      if (await this.store.markEventProcessed(manager, event.id, event.type)) {
        await work(manager);
      }
    });
  }

  private async onPaymentIntent(event: WebhookEvent, id: string): Promise<void> {
    const intent = await this.stripe.retrievePaymentIntent(id);
    const order = intent.orderId
      ? await this.store.findOrder(intent.orderId)
      : await this.store.findOrderByPaymentIntent(this.store.manager, intent.id);
    if (order && order.purpose !== 'membership') {
      // A course or services charge: its own state and events, no tier and no Bronze change.
      await this.once(event, (manager) => this.charges.settle(manager, order.id));
      return;
    }
    // Silver or gold ends a Bronze subscription without further renewals (Stripe first).
    const endedBronze =
      order?.userId && intent.status === 'succeeded' && order.tier !== 'bronze'
        ? await this.endBronze(order.userId)
        : null;
    await this.once(event, async (manager) => {
      const current = order ? await this.store.findOrder(order.id, manager) : null;
      if (!current?.userId) {
        return;
      }
      await this.applyPayment(manager, current, intent);
      for (const subscriptionId of [endedBronze, current.stripeSubscriptionId]) {
        if (subscriptionId) {
          await this.syncSubscription(manager, subscriptionId);
        }
      }
      await this.membership.refresh(manager, current.userId);
    });
  }

  private async applyPayment(
    manager: EntityManager,
    order: OrderEntity,
    intent: PaymentIntentView,
  ): Promise<void> {
    if (order.status === 'paid') {
      return;
    }
    if (intent.status === 'succeeded') {
      if (intent.amount !== order.amount || intent.currency !== order.currency) {
        this.logger.error(
          { orderId: order.id, paymentIntent: intent.id },
          'a payment does not match its order; not granting',
        );
        await this.store.updateOrder(manager, order.id, { status: 'failed' });
        return;
      }
      await this.store.updateOrder(manager, order.id, {
        status: 'paid',
        paidAt: new Date(),
        receiptUrl: intent.receiptUrl ?? order.receiptUrl,
        stripePaymentIntentId: intent.id,
      });
    } else if (intent.status === 'processing') {
      await this.store.updateOrder(manager, order.id, { status: 'processing' });
    } else if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      await this.store.updateOrder(manager, order.id, { status: 'failed' });
    }
  }

  private async onInvoice(event: WebhookEvent, id: string): Promise<void> {
    const invoice = await this.stripe.retrieveInvoice(id);
    await this.once(event, async (manager) => {
      if (!invoice.subscriptionId) {
        return;
      }
      const synced = await this.syncSubscription(manager, invoice.subscriptionId);
      if (!synced) {
        return;
      }
      await this.recordInvoice(manager, synced.userId, synced.view, invoice);
      await this.membership.refresh(manager, synced.userId);
    });
  }

  /** The invoice as a payment: the first one is the subscription's order, renewals are new rows. */
  private async recordInvoice(
    manager: EntityManager,
    userId: string,
    subscription: SubscriptionView,
    invoice: InvoiceView,
  ): Promise<void> {
    const local = await this.store.findSubscription(subscription.id, manager);
    const first = local ? await this.store.findOrder(local.orderId, manager) : null;
    let order = await this.store.findOrderByInvoice(manager, invoice.id);
    if (!order && first && first.stripeInvoiceId === null) {
      order = first;
      await this.store.updateOrder(manager, order.id, { stripeInvoiceId: invoice.id });
    }
    const paid = invoice.status === 'paid';
    if (!order) {
      await this.store.insertOrder(manager, {
        id: randomUUID(),
        userId,
        purpose: 'membership',
        tier: 'bronze',
        reference: null,
        amount: paid ? invoice.amountPaid : invoice.amountDue,
        currency: invoice.currency,
        description: `${membershipDescription('Bronze', true)} renewal`,
        status: paid ? 'paid' : 'failed',
        stripePaymentIntentId: invoice.paymentIntentId,
        stripeSubscriptionId: subscription.id,
        stripeInvoiceId: invoice.id,
        receiptUrl: invoice.receiptUrl,
        createdAt: invoice.createdAt,
        paidAt: paid ? new Date() : null,
      });
      return;
    }
    if (order.status === 'paid') {
      if (paid && order.receiptUrl === null) {
        await this.store.updateOrder(manager, order.id, { receiptUrl: invoice.receiptUrl });
      }
      return;
    }
    await this.store.updateOrder(
      manager,
      order.id,
      paid
        ? { status: 'paid', paidAt: new Date(), receiptUrl: invoice.receiptUrl ?? order.receiptUrl }
        : { status: 'failed' },
    );
  }

  private async onSubscription(event: WebhookEvent, id: string): Promise<void> {
    await this.once(event, async (manager) => {
      const synced = await this.syncSubscription(manager, id);
      if (synced) {
        await this.membership.refresh(manager, synced.userId);
      }
    });
  }

  /**
   * Locks the local copy, then reads Stripe's current state and applies it: a cancellation or
   * another webhook working on the same subscription waits, so a stale read never wins.
   */
  private async syncSubscription(
    manager: EntityManager,
    id: string,
  ): Promise<{ userId: string; view: SubscriptionView } | null> {
    await this.store.lockSubscription(manager, id);
    const view = await this.stripe.retrieveSubscription(id);
    const userId = await this.applySubscription(manager, view);
    return userId ? { userId, view } : null;
  }

  /** Copies Stripe's current state of a subscription; returns its member (null: not ours, or erased). */
  private async applySubscription(
    manager: EntityManager,
    view: SubscriptionView,
  ): Promise<string | null> {
    let local = await this.store.findSubscription(view.id, manager);
    if (!local && view.orderId) {
      const order = await this.store.findOrder(view.orderId, manager);
      if (order?.userId && order.tier === 'bronze') {
        await this.store.insertSubscriptionIfAbsent(manager, {
          stripeSubscriptionId: view.id,
          userId: order.userId,
          orderId: order.id,
          tier: 'bronze',
          status: view.status,
          cancelAtPeriodEnd: view.cancelAtPeriodEnd,
          currentPeriodStart: view.currentPeriodStart,
          currentPeriodEnd: view.currentPeriodEnd,
          cancelReason: null,
          createdAt: view.createdAt,
          startedAt: null,
          endedAt: null,
          updatedAt: new Date(),
        });
        local = await this.store.findSubscription(view.id, manager);
      }
    }
    if (!local?.userId) {
      return null;
    }
    const holding = HOLDING_STATUSES.has(view.status);
    await this.store.updateSubscription(manager, view.id, {
      status: view.status,
      cancelAtPeriodEnd: view.cancelAtPeriodEnd,
      currentPeriodStart: view.currentPeriodStart,
      currentPeriodEnd: view.currentPeriodEnd,
      startedAt: local.startedAt ?? (holding ? new Date() : null),
      endedAt: ENDED.has(view.status) ? (local.endedAt ?? view.endedAt ?? new Date()) : null,
      updatedAt: new Date(),
    });
    if (holding) {
      // Active means its first invoice was paid, whichever of the events came first.
      const first = await this.store.findOrder(local.orderId, manager);
      if (first && first.status !== 'paid') {
        await this.store.updateOrder(manager, first.id, { status: 'paid', paidAt: new Date() });
      }
    }
    return local.userId;
  }

  /** Cancels the member's Bronze subscription now in Stripe; returns its id. */
  private async endBronze(userId: string): Promise<string | null> {
    const bronze = await this.store.holdingSubscriptionOf(userId);
    if (!bronze) {
      return null;
    }
    await this.stripe.cancelSubscriptionNow(bronze.stripeSubscriptionId);
    return bronze.stripeSubscriptionId;
  }
}
