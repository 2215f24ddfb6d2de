import { planTiers, type MembershipPlan } from '@mithaq/contracts';
import type { PlanEntity } from './entities/plan.entity';

export const toMembershipPlan = (entity: PlanEntity): MembershipPlan => ({
  id: entity.id,
  tier: entity.tier,
  name: entity.name,
  price: entity.price,
  features: [...entity.features],
  isPopular: entity.isPopular,
  isOneTimeFee: entity.isOneTimeFee,
  matchesLimit: entity.matchesLimit,
  updatedAt: entity.updatedAt.toISOString(),
});

/** Catalogue order is the tier rank, not the price, which admins may change in any direction. */
export const byTierRank = (a: PlanEntity, b: PlanEntity): number =>
  planTiers.indexOf(a.tier) - planTiers.indexOf(b.tier);
