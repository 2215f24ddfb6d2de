import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  Role,
  type Actor,
  type MembershipPlan,
  type UpdatePlanPrice,
} from '@mithaq/contracts';
import { byTierRank, toMembershipPlan } from './plan.mapper';
import { PlansRepository } from './plans.repository';

@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly events: EventBus,
  ) {}

  async listPlans(): Promise<MembershipPlan[]> {
    const entities = await this.plans.findAll();
    return entities.sort(byTierRank).map(toMembershipPlan);
  }

  async updatePrice(
    actor: Actor | null,
    { tier, price }: UpdatePlanPrice,
  ): Promise<MembershipPlan> {
    // The gateway already restricts the route to admins; this holds even if another caller forgets.
    if (actor?.role !== Role.Admin) {
      throw new DomainError(ErrorCode.Forbidden, 'Only administrators can change plan prices');
    }
    const updated = await this.events.transaction(async (manager) => {
      const entity = await this.plans.findByTierForUpdate(manager, tier);
      if (!entity) {
        throw new DomainError(ErrorCode.NotFound, `There is no ${tier} plan`);
      }
      // Saving the same price again changes nothing, so nothing is announced.
      if (entity.price === price) {
        return entity;
      }
      const previousPrice = entity.price;
      const updatedAt = new Date();
      await this.plans.updatePrice(manager, entity.id, price, updatedAt);
      await recordEvent(manager, 'billing.plan.updated', {
        planId: entity.id,
        tier: entity.tier,
        price,
        previousPrice,
      });
      return { ...entity, price, updatedAt };
    });
    return toMembershipPlan(updated);
  }
}
