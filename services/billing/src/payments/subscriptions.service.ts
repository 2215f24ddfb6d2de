import { EventBus } from '@mithaq/bus';
import {
  BillingMessage,
  DomainError,
  ErrorCode,
  type PaymentRecord,
  type SubscriptionStatus,
  type UserSubscription,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { MembershipService } from '../membership/membership.service';
import { StripeApi } from '../stripe/stripe-api';
import { BillingRepository } from './billing.repository';
import type { OrderEntity, SubscriptionEntity } from './entities';

/** The history's status: Stripe's words for a payment (succeeded, processing, failed). */
const paymentStatus: Record<OrderEntity['status'], string> = {
  paid: 'succeeded',
  processing: 'processing',
  failed: 'failed',
  pending: 'requires_payment_method',
  cancelled: 'canceled',
};

export const toPaymentRecord = (order: OrderEntity): PaymentRecord => ({
  id: order.id,
  created: (order.paidAt ?? order.createdAt).toISOString(),
  description: order.description,
  amount: order.amount,
  status: paymentStatus[order.status],
  receiptUrl: order.receiptUrl,
});

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** Bronze's subscription status and cancellation; the subscription view; payment history. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly store: BillingRepository,
    private readonly events: EventBus,
    private readonly membership: MembershipService,
    private readonly stripe: StripeApi,
  ) {}

  /** GET /api/subscription-status: the member's Bronze subscription, or null. */
  async status(userId: string): Promise<SubscriptionStatus | null> {
    const subscription = await this.store.holdingSubscriptionOf(userId);
    return subscription
      ? {
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: iso(subscription.currentPeriodEnd),
        }
      : null;
  }

  /** GET /api/user/subscription: what the member holds, whatever its source; null when free. */
  async view(userId: string): Promise<UserSubscription | null> {
    const membership = await this.membership.current(userId);
    if (membership.tier === 'free') {
      return null;
    }
    const subscription =
      membership.source === 'subscription' ? await this.store.holdingSubscriptionOf(userId) : null;
    if (subscription) {
      return this.subscriptionView(subscription);
    }
    return {
      membershipTier: membership.tier,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: iso(membership.startedAt),
      currentPeriodEnd: iso(membership.endsAt),
      created: (membership.startedAt ?? new Date()).toISOString(),
      recurring: false,
    };
  }

  /**
   * Cancels the member's Bronze subscription at the end of the period: Stripe first, then the
   * local copy and the membership's end date (announced) in one transaction.
   */
  async cancel(userId: string, reason?: string): Promise<UserSubscription> {
    const found = await this.store.holdingSubscriptionOf(userId);
    if (!found) {
      throw new DomainError(ErrorCode.NotFound, BillingMessage.NoSubscription);
    }
    const saved = await this.events.transaction(async (manager) => {
      // The row stays locked while Stripe is told, so a webhook cannot write an older state.
      await this.store.lockSubscription(manager, found.stripeSubscriptionId);
      const subscription = await this.store.findSubscription(found.stripeSubscriptionId, manager);
      if (!subscription || subscription.userId !== userId) {
        throw new DomainError(ErrorCode.NotFound, BillingMessage.NoSubscription);
      }
      if (subscription.cancelAtPeriodEnd) {
        throw new DomainError(ErrorCode.Conflict, BillingMessage.AlreadyCancelling);
      }
      const updated = await this.stripe.setCancelAtPeriodEnd(
        subscription.stripeSubscriptionId,
        true,
      );
      const changes: Partial<SubscriptionEntity> = {
        status: updated.status,
        cancelAtPeriodEnd: updated.cancelAtPeriodEnd,
        currentPeriodStart: updated.currentPeriodStart,
        currentPeriodEnd: updated.currentPeriodEnd,
        cancelReason: reason ? reason : null,
        updatedAt: new Date(),
      };
      await this.store.updateSubscription(manager, subscription.stripeSubscriptionId, changes);
      await this.membership.refresh(manager, userId);
      return { ...subscription, ...changes };
    });
    return this.subscriptionView(saved);
  }

  async payments(userId: string): Promise<PaymentRecord[]> {
    return (await this.store.paymentsOf(userId)).map(toPaymentRecord);
  }

  private subscriptionView(subscription: SubscriptionEntity): UserSubscription {
    return {
      membershipTier: 'bronze',
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodStart: iso(subscription.currentPeriodStart),
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
      created: (subscription.startedAt ?? subscription.createdAt).toISOString(),
      recurring: true,
    };
  }
}
