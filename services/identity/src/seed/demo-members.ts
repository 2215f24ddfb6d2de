import type { DemoMember } from './demo-member';
import { demoFeaturedMembers } from './demo-members-featured';
import { demoMen } from './demo-members-men';
import { demoReviewStates } from './demo-members-review-states';
import { demoWomen } from './demo-members-women';

export type { DemoMember } from './demo-member';

/** Demo members for a local platform: varied enough to make matching and admin screens real. */
export const demoMembers: DemoMember[] = [
  ...demoFeaturedMembers,
  ...demoWomen,
  ...demoMen,
  ...demoReviewStates,
];
