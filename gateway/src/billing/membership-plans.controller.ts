import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import { BillingRoutes, BillingRpc, type MembershipPlan, type RouteInput } from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = BillingRoutes;

@Controller()
export class MembershipPlansController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listPlans)
  list(): Promise<MembershipPlan[]> {
    return this.rpc.call(BillingRpc.listPlans, {});
  }
}

@Controller()
export class AdminMembershipPlansController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.updatePlanPrice)
  updatePrice(
    @In() { actor, body }: RouteInput<typeof R.updatePlanPrice>,
  ): Promise<MembershipPlan> {
    return this.rpc.call(BillingRpc.updatePlanPrice, body, actor);
  }
}
