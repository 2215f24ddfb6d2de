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
}
