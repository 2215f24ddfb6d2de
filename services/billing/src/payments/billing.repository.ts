import type { OrderPurpose, PlanTier } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { HOLDING_STATUSES } from '../membership/membership.policy';
import {
  CustomerEntity,
  GrantEntity,
  MembershipEntity,
  OrderEntity,
  StripePriceEntity,
  SubscriptionEntity,
  WebhookEventEntity,
} from './entities';

/** A charge's purpose: every order that is not a membership. */
export type ChargePurpose = Exclude<OrderPurpose, 'membership'>;

/** Every table of orders, payments, subscriptions, memberships and grants. */
@Injectable()
export class BillingRepository {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  // Customers and prices

  findCustomer(userId: string, manager = this.manager): Promise<CustomerEntity | null> {
    return manager.findOneBy(CustomerEntity, { userId });
  }

  async insertCustomer(userId: string, stripeCustomerId: string): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(CustomerEntity)
      .values({ userId, stripeCustomerId, createdAt: new Date() })
      .orIgnore()
      .execute();
  }

  findPrice(
    tier: PlanTier,
    amount: number,
    currency: string,
    recurring: boolean,
  ): Promise<StripePriceEntity | null> {
    return this.manager.findOneBy(StripePriceEntity, { tier, amount, currency, recurring });
  }

  async productOf(tier: PlanTier): Promise<string | null> {
    const price = await this.manager.findOneBy(StripePriceEntity, { tier });
    return price?.stripeProductId ?? null;
  }

  async insertPrice(price: Omit<StripePriceEntity, 'createdAt'>): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(StripePriceEntity)
      .values({ ...price, createdAt: new Date() })
      .orIgnore()
      .execute();
  }

  // Orders

  findOrder(id: string, manager = this.manager): Promise<OrderEntity | null> {
    return manager.findOneBy(OrderEntity, { id });
  }

  findPendingOrderForUpdate(
    manager: EntityManager,
    userId: string,
    tier: PlanTier,
  ): Promise<OrderEntity | null> {
    return manager.findOne(OrderEntity, {
      where: { userId, purpose: 'membership', tier, status: 'pending' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The order of a charge (another service's reference), locked until the transaction ends. */
  findChargeOrderForUpdate(
    manager: EntityManager,
    purpose: ChargePurpose,
    reference: string,
  ): Promise<OrderEntity | null> {
    return manager.findOne(OrderEntity, {
      where: { purpose, reference },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The order, locked until the transaction ends. */
  lockOrder(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    return manager.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Open charges of a member that still have a PaymentIntent someone could pay. */
  openChargesOf(manager: EntityManager, userId: string): Promise<OrderEntity[]> {
    return manager.find(OrderEntity, {
      where: {
        userId,
        purpose: In(['course', 'services', 'meeting']),
        status: In(['pending', 'failed']),
      },
    });
  }

  async insertOrder(manager: EntityManager, order: OrderEntity): Promise<void> {
    await manager.insert(OrderEntity, order);
  }

  async updateOrder(
    manager: EntityManager,
    id: string,
    changes: Partial<OrderEntity>,
  ): Promise<void> {
    await manager.update(OrderEntity, { id }, changes);
  }

  findOrderByPaymentIntent(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    return manager.findOneBy(OrderEntity, { stripePaymentIntentId: id });
  }

  findOrderByInvoice(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    return manager.findOneBy(OrderEntity, { stripeInvoiceId: id });
  }

  /** The payment history: orders a payment was attempted for, newest first. */
  paymentsOf(userId: string): Promise<OrderEntity[]> {
    return this.manager.find(OrderEntity, {
      where: { userId, status: In(['paid', 'processing', 'failed']) },
      order: { createdAt: 'DESC' },
    });
  }

  paidPurchasesOf(manager: EntityManager, userId: string): Promise<OrderEntity[]> {
    return manager.find(OrderEntity, {
      where: { userId, purpose: 'membership', status: 'paid', tier: In(['silver', 'gold']) },
    });
  }

  // Subscriptions

  findSubscription(id: string, manager = this.manager): Promise<SubscriptionEntity | null> {
    return manager.findOneBy(SubscriptionEntity, { stripeSubscriptionId: id });
  }

  subscriptionsOf(userId: string, manager = this.manager): Promise<SubscriptionEntity[]> {
    return manager.find(SubscriptionEntity, { where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** The member's subscription Stripe still counts as paid, if any. */
  async holdingSubscriptionOf(
    userId: string,
    manager = this.manager,
  ): Promise<SubscriptionEntity | null> {
    const all = await this.subscriptionsOf(userId, manager);
    return all.find((subscription) => HOLDING_STATUSES.has(subscription.status)) ?? null;
  }

  async insertSubscriptionIfAbsent(
    manager: EntityManager,
    subscription: SubscriptionEntity,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SubscriptionEntity)
      .values(subscription)
      .orIgnore()
      .execute();
  }

  /** Locks the subscription's row, if there is one, until the transaction ends. */
  async lockSubscription(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      'SELECT 1 FROM billing_subscriptions WHERE stripe_subscription_id = $1 FOR UPDATE',
      [id],
    );
  }

  async updateSubscription(
    manager: EntityManager,
    id: string,
    changes: Partial<SubscriptionEntity>,
  ): Promise<void> {
    await manager.update(SubscriptionEntity, { stripeSubscriptionId: id }, changes);
  }

  // Memberships and grants

  findMembership(userId: string, manager = this.manager): Promise<MembershipEntity | null> {
    return manager.findOneBy(MembershipEntity, { userId });
  }

  async saveMembership(manager: EntityManager, membership: MembershipEntity): Promise<void> {
    await manager.upsert(MembershipEntity, membership, ['userId']);
  }

  /** Serialises the recomputations of one member's tier (until the transaction ends). */
  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query("SELECT pg_advisory_xact_lock(hashtext('billing-member:' || $1))", [
      userId,
    ]);
  }

  openGrantOf(userId: string, manager = this.manager): Promise<GrantEntity | null> {
    return manager.findOneBy(GrantEntity, { userId, endedAt: IsNull() });
  }

  async insertGrant(manager: EntityManager, grant: GrantEntity): Promise<void> {
    await manager.insert(GrantEntity, grant);
  }

  async endGrant(
    manager: EntityManager,
    id: string,
    endedAt: Date,
    endedBy: string | null,
  ): Promise<void> {
    await manager.update(GrantEntity, { id, endedAt: IsNull() }, { endedAt, endedBy });
  }

  /** Open grants whose last day is before `today` (YYYY-MM-DD, UTC). */
  expiredGrants(today: string, limit: number): Promise<GrantEntity[]> {
    return this.manager
      .createQueryBuilder(GrantEntity, 'grant')
      .where('grant.ended_at IS NULL AND grant.ends_on < :today', { today })
      .orderBy('grant.ends_on')
      .limit(limit)
      .getMany();
  }

  // Webhook events

  /** Records a Stripe event as applied; false when it already was (a replay). */
  async markEventProcessed(
    manager: EntityManager,
    eventId: string,
    type: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO stripe_webhook_events (event_id, type) VALUES ($1, $2)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId, type],
    );
    return rows.length > 0;
  }

  async isEventProcessed(eventId: string): Promise<boolean> {
    return (await this.manager.countBy(WebhookEventEntity, { eventId })) > 0;
  }
}
