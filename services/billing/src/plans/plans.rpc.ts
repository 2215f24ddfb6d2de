import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { BillingRpc, type MembershipPlan } from '@mithaq/contracts';
import { PlansService } from './plans.service';

@Controller()
export class PlansRpc {
  constructor(private readonly plans: PlansService) {}

  @RpcHandler(BillingRpc.listPlans)
  listPlans(@Payload() envelope: unknown): Promise<MembershipPlan[]> {
    unwrap(BillingRpc.listPlans, envelope);
    return this.plans.listPlans();
  }

  @RpcHandler(BillingRpc.updatePlanPrice)
  updatePlanPrice(@Payload() envelope: unknown): Promise<MembershipPlan> {
    const { actor, data } = unwrap(BillingRpc.updatePlanPrice, envelope);
    return this.plans.updatePrice(actor, data);
  }
}
