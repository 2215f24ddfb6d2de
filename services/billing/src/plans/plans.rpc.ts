import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInput } from '@mithaq/bus';
import { Access, BillingRpc, type MembershipPlan, type UpdatePlanPrice } from '@mithaq/contracts';
import { PlansService } from './plans.service';

@Controller()
export class PlansRpc {
  constructor(private readonly plans: PlansService) {}

  @RpcHandler(BillingRpc.listPlans, { access: Access.Visitor })
  listPlans(): Promise<MembershipPlan[]> {
    return this.plans.listPlans();
  }

  @RpcHandler(BillingRpc.updatePlanPrice, { access: Access.Admin })
  updatePlanPrice({ data }: RpcInput<UpdatePlanPrice>): Promise<MembershipPlan> {
    return this.plans.updatePrice(data);
  }
}
