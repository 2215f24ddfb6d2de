import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  BillingRoutes,
  BillingRpc,
  type ComplimentaryGrant,
  type AdminMembership,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = BillingRoutes;

/** Complimentary tiers, given and ended by admins. */
@Controller()
export class AdminMembershipsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.grantComplimentary)
  grant(
    @In() { actor, params, body }: RouteInput<typeof R.grantComplimentary>,
  ): Promise<ComplimentaryGrant> {
    return this.rpc.call(BillingRpc.grantComplimentary, { ...body, userId: params.id }, actor);
  }

  @Route(R.revokeComplimentary)
  revoke(
    @In() { actor, params }: RouteInput<typeof R.revokeComplimentary>,
  ): Promise<{ userId: string; revoked: true }> {
    return this.rpc.call(BillingRpc.revokeComplimentary, { userId: params.id }, actor);
  }

  @Route(R.memberMembership)
  membership(
    @In() { actor, params }: RouteInput<typeof R.memberMembership>,
  ): Promise<AdminMembership> {
    return this.rpc.call(BillingRpc.adminMembership, { userId: params.id }, actor);
  }
}
