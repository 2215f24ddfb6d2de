/**
 * The paid tiers on their own, without the plan schemas beside them in plans.ts: the public pages
 * read this list, and importing it must not bring zod and the admin price schema along.
 */

/** Paid membership tiers, in rank order: Bronze 1, Silver 2, Gold 3. */
export const planTiers = ['bronze', 'silver', 'gold'] as const;
export type PlanTier = (typeof planTiers)[number];
