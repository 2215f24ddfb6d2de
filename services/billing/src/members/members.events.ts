import { EventBus } from '@mithaq/bus';
import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StripeApi } from '../stripe/stripe-api';

/**
 * The billing service's event subscriptions (contracts' eventSubscriptions.billing).
 *
 * identity.account.deleted: the member's Stripe subscription and unpaid one-off charges are
 * cancelled and their Stripe customer deleted (Stripe keeps its own payment records), then everything here naming the
 * member is erased. Orders stay for accounting with no member id: their amount, currency,
 * description, status, dates and Stripe ids (payment intent, invoice, subscription); the
 * local subscription copies keep their Stripe id, status and periods. Safe to run twice.
 */
@Injectable()
export class MembersEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly stripe: StripeApi,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      'identity.account.deleted': (event, manager) => this.eraseMember(event, manager),
    });
  }

  async eraseMember(
    event: EventEnvelope<'identity.account.deleted'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId } = event.payload;
    const subscriptions: { id: string; status: string }[] = await manager.query(
      `SELECT stripe_subscription_id AS id, status FROM billing_subscriptions
       WHERE user_id = $1 AND status NOT IN ('canceled', 'incomplete_expired')`,
      [userId],
    );
    const customers: { id: string }[] = await manager.query(
      'SELECT stripe_customer_id AS id FROM billing_customers WHERE user_id = $1',
      [userId],
    );
    const charges: { id: string }[] = await manager.query(
      `SELECT stripe_payment_intent_id AS id FROM billing_orders
       WHERE user_id = $1 AND purpose <> 'membership' AND stripe_payment_intent_id IS NOT NULL
         AND status IN ('pending', 'failed')`,
      [userId],
    );
    // Stripe first: if it cannot be reached, the event is retried and nothing is erased yet.
    for (const charge of charges) {
      await this.stripe.cancelPaymentIntent(charge.id);
    }
    for (const subscription of subscriptions) {
      await this.stripe.cancelSubscriptionNow(subscription.id);
    }
    for (const customer of customers) {
      await this.stripe.deleteCustomer(customer.id);
    }
    await manager.query(
      `UPDATE billing_subscriptions SET user_id = NULL, cancel_reason = NULL,
         status = CASE WHEN status IN ('canceled', 'incomplete_expired') THEN status ELSE 'canceled' END,
         ended_at = COALESCE(ended_at, now()), updated_at = now()
       WHERE user_id = $1`,
      [userId],
    );
    await manager.query(
      `UPDATE billing_orders SET user_id = NULL,
         status = CASE WHEN status = 'pending' THEN 'cancelled' ELSE status END
       WHERE user_id = $1`,
      [userId],
    );
    await manager.query('DELETE FROM billing_customers WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM memberships WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM complimentary_grants WHERE user_id = $1', [userId]);
    // An erased admin's grants to others stay, without naming the admin.
    await manager.query('UPDATE complimentary_grants SET granted_by = NULL WHERE granted_by = $1', [
      userId,
    ]);
    await manager.query('UPDATE complimentary_grants SET ended_by = NULL WHERE ended_by = $1', [
      userId,
    ]);
    await manager.query("DELETE FROM outbox WHERE payload->>'userId' = $1", [userId]);
  }
}
