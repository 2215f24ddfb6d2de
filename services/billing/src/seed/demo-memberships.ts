import type { PlanTier } from '@mithaq/contracts';

/** Demo members left on the free tier, to show the upgrade prompts and a purchase end to end. */
export const demoFreeMembers: readonly string[] = ['demo_fatima', 'demo_bilal'];

/** The tier the other approved demo members are granted (a complimentary grant with no end). */
export const demoTier: PlanTier = 'bronze';
export const demoGrantReason = 'Demo member';
