import { MembershipPlans1763700000400 } from './1763700000400-membership-plans';
import { SeedMembershipPlans1763700000410 } from './1763700000410-seed-membership-plans';
import { Payments1763700000500 } from './1763700000500-payments';
import { ChargeOrders1763700000600 } from './1763700000600-charge-orders';
import { MeetingOrders1763700002110 } from './1763700002110-meeting-orders';

export const billingMigrations = [
  MembershipPlans1763700000400,
  SeedMembershipPlans1763700000410,
  Payments1763700000500,
  ChargeOrders1763700000600,
  MeetingOrders1763700002110,
];
