import type { MembershipTier } from '../enums';
import type { MembershipSource, OrderPurpose } from './payments';
import type { PlanTier } from './plans';

/** Events the billing service publishes. */
export interface BillingEvents {
  /** An admin changed a plan's price (pence); `previousPrice` lets consumers audit or re-sync. */
  'billing.plan.updated': {
    planId: string;
    tier: PlanTier;
    price: number;
    previousPrice: number;
  };
  /**
   * A member's tier changed (a verified payment, a subscription that ended, a grant). Identity
   * shows it on the user; matching and messaging enforce its entitlements.
   */
  'billing.membership.changed': {
    userId: string;
    tier: MembershipTier;
    previousTier: MembershipTier;
    source: MembershipSource;
    /** When the member started holding this tier (null for free; absent from older events). */
    startedAt?: string | null;
    endsAt: string | null;
    changedAt: string;
  };
  /**
   * A one-off charge started by another service (a course booking, a services order) was paid:
   * verified by Stripe's webhook, announced once. `reference` is the caller's own id.
   */
  'billing.order.paid': {
    orderId: string;
    userId: string;
    purpose: Exclude<OrderPurpose, 'membership'>;
    reference: string;
    amount: number;
    currency: string;
    paidAt: string;
  };
  /** Such a charge failed or was cancelled: the caller releases what it held. */
  'billing.order.failed': {
    orderId: string;
    userId: string;
    purpose: Exclude<OrderPurpose, 'membership'>;
    reference: string;
    status: 'failed' | 'cancelled';
  };
}
