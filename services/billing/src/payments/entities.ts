import type {
  MembershipSource,
  MembershipTier,
  OrderPurpose,
  OrderStatus,
  PlanTier,
} from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One Stripe customer per member, created on their first purchase. */
@Entity({ name: 'billing_customers' })
export class CustomerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 255 })
  stripeCustomerId: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A Stripe Price per tier and amount: prices are immutable, a new amount is a new Price. */
@Entity({ name: 'stripe_prices' })
export class StripePriceEntity {
  @PrimaryColumn({ name: 'stripe_price_id', type: 'varchar', length: 255 })
  stripePriceId: string;

  @Column({ name: 'stripe_product_id', type: 'varchar', length: 255 })
  stripeProductId: string;

  @Column({ type: 'varchar', length: 10 })
  tier: PlanTier;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'boolean' })
  recurring: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Every charge starts as an order; it is also the payment history's row. */
@Entity({ name: 'billing_orders' })
export class OrderEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** NULL once the member is erased: the row keeps only Stripe ids and amounts. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 20 })
  purpose: OrderPurpose;

  @Column({ type: 'varchar', length: 10, nullable: true })
  tier: PlanTier | null;

  /** A charge's caller's own id (its booking, its services order); NULL for membership. */
  @Column({ type: 'uuid', nullable: true })
  reference: string | null;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column({ name: 'stripe_payment_intent_id', type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId: string | null;

  @Column({ name: 'stripe_invoice_id', type: 'varchar', length: 255, nullable: true })
  stripeInvoiceId: string | null;

  @Column({ name: 'receipt_url', type: 'text', nullable: true })
  receiptUrl: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}

/** The local copy of a Stripe subscription, refreshed from Stripe on each of its webhooks. */
@Entity({ name: 'billing_subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn({ name: 'stripe_subscription_id', type: 'varchar', length: 255 })
  stripeSubscriptionId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 10 })
  tier: 'bronze';

  /** Stripe's status: incomplete, active, past_due, canceled, unpaid, incomplete_expired... */
  @Column({ type: 'varchar', length: 30 })
  status: string;

  @Column({ name: 'cancel_at_period_end', type: 'boolean' })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 1000, nullable: true })
  cancelReason: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When it first became active (its first payment confirmed). */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The member's tier as last computed and announced. */
@Entity({ name: 'memberships' })
export class MembershipEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 10 })
  tier: MembershipTier;

  @Column({ type: 'varchar', length: 20 })
  source: MembershipSource;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A tier an admin gave without payment, with the reason, who and when; open while ended_at IS NULL. */
@Entity({ name: 'complimentary_grants' })
export class GrantEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 10 })
  tier: PlanTier;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** The admin; NULL once that admin's account is erased. */
  @Column({ name: 'granted_by', type: 'uuid', nullable: true })
  grantedBy: string | null;

  @Column({ name: 'granted_at', type: 'timestamptz' })
  grantedAt: Date;

  /** The last day of the grant (YYYY-MM-DD, UTC), or NULL for never. */
  @Column({ name: 'ends_on', type: 'date', nullable: true })
  endsOn: string | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'ended_by', type: 'uuid', nullable: true })
  endedBy: string | null;
}

/** Stripe event ids already applied, written in the transaction of their effect. */
@Entity({ name: 'stripe_webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}

export const paymentEntities = [
  CustomerEntity,
  StripePriceEntity,
  OrderEntity,
  SubscriptionEntity,
  MembershipEntity,
  GrantEntity,
  WebhookEventEntity,
];
