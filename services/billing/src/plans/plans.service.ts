import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  type MembershipPlan,
  type UpdatePlanPrice,
} from '@mithaq/contracts';
import { byTierRank, toMembershipPlan } from './plan.mapper';
import { StripeCatalogue } from '../payments/stripe-catalogue.service';
import { PlansRepository } from './plans.repository';

@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly events: EventBus,
    private readonly catalogue: StripeCatalogue,
  ) {}

  async listPlans(): Promise<MembershipPlan[]> {
    const entities = await this.plans.findAll();
    return entities.sort(byTierRank).map(toMembershipPlan);
  }

  /** Admins only: the RPC handler's access rule checks the caller before this runs. */
  async updatePrice({ tier, price }: UpdatePlanPrice): Promise<MembershipPlan> {
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
    const plan = toMembershipPlan(updated);
    // Stripe prices are immutable: the new amount gets a new Price for new purchases, while
    // existing subscriptions keep theirs. Not awaited: Stripe being slow is not the admin's wait.
    void this.catalogue.afterPriceChange(plan);
    return plan;
  }
}
