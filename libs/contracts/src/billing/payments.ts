import { z } from 'zod';
import type { MembershipTier } from '../enums';
import type { Entitlements } from './entitlements';
import type { PlanTier } from './plans';

export const BillingMessage = {
  NotHigher: 'You can only move to a higher membership tier',
  PlanUnavailable: 'This membership plan is not currently available. Please contact support.',
  BronzeOnly: 'Only the Bronze membership is a monthly subscription',
  OneTimeOnly: 'Silver and Gold are one-time purchases',
  NoSubscription: 'You have no active subscription to cancel',
  AlreadyCancelling: 'Your subscription is already set to cancel at the end of the period',
  OrderNotFound: 'Order not found',
  PaymentsUnavailable: 'Payments are unavailable at the moment. Please try again shortly.',
  BadSignature: 'Invalid webhook signature',
} as const;

/** POST /api/create-subscription: bronze, the monthly tier. */
export const createSubscriptionSchema = z
  .object({ tier: z.literal('bronze', { error: BillingMessage.BronzeOnly }) })
  .strict();
/** POST /api/create-payment-intent: silver or gold, one-time. */
export const createPaymentIntentSchema = z
  .object({ tier: z.enum(['silver', 'gold'], { error: BillingMessage.OneTimeOnly }) })
  .strict();
export const cancelSubscriptionSchema = z
  .object({
    reason: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().max(1000, 'The reason must be at most 1,000 characters'))
      .optional(),
  })
  .strict();
export const orderIdParams = z.object({ id: z.uuid('The id must be a UUID') }).strict();

/**
 * A one-off charge another service starts for the calling member (a course booking, a services
 * order): that service prices it; `reference` is its own id, returned in billing.order.paid.
 * Asking again for the same reference returns the same open order (one charge).
 */
export const createChargeSchema = z
  .object({
    purpose: z.enum(['course', 'services', 'meeting']),
    reference: z.uuid('The reference must be a UUID'),
    amount: z
      .number()
      .int()
      .min(30, 'The amount is below the smallest card charge')
      .max(10_000_000),
    description: z.string().trim().min(1).max(200),
  })
  .strict();
export type CreateChargeRequest = z.output<typeof createChargeSchema>;

/** The reply of a charge: what the SPA's payment form needs. */
export interface ChargeSession {
  orderId: string;
  clientSecret: string;
  amount: number;
  description: string;
}

export const complimentaryMembershipSchema = z
  .object({
    tier: z.enum(['bronze', 'silver', 'gold'], { error: 'Tier must be bronze, silver or gold' }),
    reason: z
      .string({ error: 'A reason is required' })
      .trim()
      .min(3, 'A reason is required')
      .max(500, 'The reason must be at most 500 characters'),
    /** ISO date (YYYY-MM-DD) the grant ends, or null for never. */
    endsOn: z.iso.date('The end date must be a date').nullable(),
  })
  .strict();
export type ComplimentaryMembershipRequest = z.output<typeof complimentaryMembershipSchema>;

/** membership: a plan; course, services and meeting: a one-off charge another service asked for. */
export type OrderPurpose = 'membership' | 'course' | 'services' | 'meeting';
export type OrderStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled';

/** The reply of the two create calls: what the SPA's payment form needs. */
export interface CheckoutSession {
  orderId: string;
  clientSecret: string;
  /** 'payment' confirms a payment; 'setup' confirms a card for a subscription with nothing due. */
  mode: 'payment' | 'setup';
  tier: PlanTier;
  /** Integer pence, computed by the server from the catalogue. */
  amount: number;
  description: string;
}

export interface OrderView {
  id: string;
  purpose: OrderPurpose;
  tier: PlanTier | null;
  amount: number;
  description: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
}

/** GET /api/subscription-status (bronze members). */
export interface SubscriptionStatus {
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

/** GET /api/user/subscription: the subscription status plus tier, status, period start and creation date. */
export interface UserSubscription extends SubscriptionStatus {
  membershipTier: MembershipTier;
  /** Stripe's status for bronze (active, past_due, canceled, incomplete...); 'active' for a purchase. */
  status: string;
  currentPeriodStart: string | null;
  created: string;
  recurring: boolean;
}

/** One row of the payment history. */
export interface PaymentRecord {
  id: string;
  created: string;
  description: string;
  /** Integer pence. */
  amount: number;
  /** succeeded, processing, or anything else (shown as Failed). */
  status: string;
  receiptUrl: string | null;
}

export type MembershipSource = 'none' | 'subscription' | 'purchase' | 'complimentary';

/** GET /api/membership: the member's tier, where it comes from, and what it unlocks. */
export interface Membership {
  tier: MembershipTier;
  source: MembershipSource;
  startedAt: string | null;
  /** When the tier ends (a cancelled subscription's period end, a grant's end); null: no end. */
  endsAt: string | null;
  entitlements: Entitlements;
}

/** What the SPA needs to load Stripe.js: the real one with real keys, the local stand-in otherwise. */
export interface BillingConfig {
  publishableKey: string;
  stripeJsUrl: string;
  local: boolean;
}

/** What the webhook answers Stripe: received (applied now, or already, or ignored). */
export interface WebhookReceipt {
  received: true;
}

/** The description of a membership order, as the checkout and the payment history show it. */
export const membershipDescription = (tierName: string, recurring: boolean): string =>
  recurring ? `${tierName} membership (monthly)` : `${tierName} membership (one-time)`;

export interface ComplimentaryGrant {
  userId: string;
  tier: PlanTier;
  reason: string;
  /** The admin who granted it ('' once that admin's account is erased). */
  grantedBy: string;
  grantedAt: string;
  /** The grant's last day (UTC); null: it never ends. */
  endsOn: string | null;
}

/** A member's membership as user-management shows it: the tier and any open grant. */
export interface AdminMembership extends Membership {
  complimentary: ComplimentaryGrant | null;
}
