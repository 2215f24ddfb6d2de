import {
  BillingMessage,
  DomainError,
  ErrorCode,
  isHigherTier,
  membershipDescription,
  type MembershipPlan,
  type MembershipTier,
  type PlanTier,
} from '@mithaq/contracts';

export interface MembershipCharge {
  tier: PlanTier;
  /** The plan's name (Bronze, Silver, Gold). */
  name: string;
  /** Integer pence, from the catalogue. */
  amount: number;
  description: string;
  recurring: boolean;
}

/**
 * What a membership order charges: the catalogue's price for the tier, never anything the
 * client sent. Only a strictly higher tier than the member's can be bought (409 otherwise).
 */
export const membershipCharge = (
  plans: readonly MembershipPlan[],
  tier: PlanTier,
  current: MembershipTier,
): MembershipCharge => {
  const plan = plans.find((candidate) => candidate.tier === tier);
  if (!plan) {
    throw new DomainError(ErrorCode.NotFound, BillingMessage.PlanUnavailable);
  }
  if (!isHigherTier(tier, current)) {
    throw new DomainError(ErrorCode.Conflict, BillingMessage.NotHigher);
  }
  if (plan.isOneTimeFee === (tier === 'bronze')) {
    // The catalogue's kinds are fixed (bronze monthly, silver and gold one-time).
    throw new DomainError(ErrorCode.Unprocessable, BillingMessage.PlanUnavailable);
  }
  if (!Number.isInteger(plan.price) || plan.price < 1) {
    // A free plan cannot be charged through Stripe; an admin set it to 0.
    throw new DomainError(ErrorCode.Unprocessable, BillingMessage.PlanUnavailable);
  }
  return {
    tier,
    name: plan.name,
    amount: plan.price,
    description: membershipDescription(plan.name, !plan.isOneTimeFee),
    recurring: !plan.isOneTimeFee,
  };
};
