import { z } from 'zod';
import { planTiers, type PlanTier } from './plan-tiers';

export { planTiers, type PlanTier };

/** £10,000: far above any real plan, low enough that a slipped digit is caught. */
export const MAX_PLAN_PRICE = 1_000_000;

/** A row of the plan catalogue; `matchesLimit` -1 means unlimited. */
export interface MembershipPlan {
  id: string;
  tier: PlanTier;
  name: string;
  /** Integer pence. */
  price: number;
  features: string[];
  isPopular: boolean;
  isOneTimeFee: boolean;
  matchesLimit: number;
  updatedAt: string;
}

export const planTierSchema = z.enum(planTiers, {
  error: (issue) =>
    issue.input === undefined ? 'Tier is required' : 'Tier must be bronze, silver or gold',
});

const WHOLE_PENCE = 'Price must be a whole number of pence';

export const planPriceSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Price is required' : WHOLE_PENCE),
  })
  .int(WHOLE_PENCE)
  .min(0, 'Price cannot be negative')
  .max(MAX_PLAN_PRICE, 'Price must be at most 1,000,000 pence (£10,000)');

export const updatePlanPriceSchema = z.object({ tier: planTierSchema, price: planPriceSchema });
export type UpdatePlanPrice = z.output<typeof updatePlanPriceSchema>;
