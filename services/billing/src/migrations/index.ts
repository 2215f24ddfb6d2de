import { MembershipPlans1763700000400 } from './1763700000400-membership-plans';
import { SeedMembershipPlans1763700000410 } from './1763700000410-seed-membership-plans';

export const billingMigrations = [MembershipPlans1763700000400, SeedMembershipPlans1763700000410];
