import { tierRank, type MembershipTier } from '@mithaq/contracts';

export const tierNames: Record<MembershipTier, string> = {
  free: 'Free',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
};

/** The tier descriptions shown on subscription management. */
export const tierDescriptions: Record<MembershipTier, string> = {
  free: 'Free membership with your best 3 matches',
  bronze: 'Monthly subscription with unlimited matches',
  silver: 'Exchange information with 1 agreed match',
  gold: 'Arrangement of 1 meeting between agreed parties',
};

export const isMembershipTier = (value: unknown): value is MembershipTier =>
  typeof value === 'string' && value in tierRank;

/** Only a strictly higher tier can be chosen (tier ranks: free 0, Bronze 1, Silver 2, Gold 3). */
export const canChooseTier = (wanted: MembershipTier, current: MembershipTier): boolean =>
  tierRank[wanted] > tierRank[current];

/** Whether a membership of `current` already includes `wanted` (the same or a higher tier). */
export const holdsTier = (current: MembershipTier, wanted: MembershipTier): boolean =>
  tierRank[current] >= tierRank[wanted];
