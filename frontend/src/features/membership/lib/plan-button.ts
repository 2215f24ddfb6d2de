import type { MembershipTier, PlanTier } from '@mithaq/contracts';
import { canChooseTier } from '../../../entities/billing/tiers';

export interface PlanLike {
  tier: PlanTier;
  isPopular: boolean;
  isOneTimeFee: boolean;
}

export interface PlanButton {
  label:
    'Start Monthly' | 'Most Popular' | 'Premium Access' | 'Current Plan' | 'Already Subscribed';
  disabled: boolean;
}

/**
 * The action button of a plan card: Current Plan on the member's tier, Already Subscribed on a
 * lower one (both disabled), otherwise Start Monthly (the monthly plan), Most Popular (the plan
 * flagged popular) or Premium Access.
 */
export const planButton = (plan: PlanLike, current: MembershipTier): PlanButton => {
  if (plan.tier === current) {
    return { label: 'Current Plan', disabled: true };
  }
  if (!canChooseTier(plan.tier, current)) {
    return { label: 'Already Subscribed', disabled: true };
  }
  if (!plan.isOneTimeFee) {
    return { label: 'Start Monthly', disabled: false };
  }
  return { label: plan.isPopular ? 'Most Popular' : 'Premium Access', disabled: false };
};

export const CANCEL_CONFIRM_TEXT =
  "Are you sure you want to cancel your subscription? You'll still have access until the end of your current billing period.";

/** The confirm of a one-time tier bought while the Bronze subscription runs. */
export const endsBronzeText = (planName: string): string =>
  `Buying ${planName} ends your Bronze monthly subscription: it will not renew again, and ${planName} replaces it once your payment is confirmed. Continue?`;
