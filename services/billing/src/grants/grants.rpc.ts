import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  BillingRpc,
  type AdminMembership,
  type ComplimentaryGrant,
} from '@mithaq/contracts';
import { GrantsService } from './grants.service';

type Admin = typeof Access.Admin;

@Controller()
export class GrantsRpc {
  constructor(private readonly grants: GrantsService) {}

  @RpcHandler(BillingRpc.grantComplimentary, { access: Access.Admin })
  grant({
    actor,
    data,
  }: RpcInputOf<typeof BillingRpc.grantComplimentary, Admin>): Promise<ComplimentaryGrant> {
    const { userId, ...request } = data;
    return this.grants.grant(actor.userId, userId, request);
  }

  @RpcHandler(BillingRpc.revokeComplimentary, { access: Access.Admin })
  revoke({ actor, data }: RpcInputOf<typeof BillingRpc.revokeComplimentary, Admin>): Promise<{
    userId: string;
    revoked: true;
  }> {
    return this.grants.revoke(actor.userId, data.userId);
  }

  @RpcHandler(BillingRpc.adminMembership, { access: Access.Admin })
  membership({
    data,
  }: RpcInputOf<typeof BillingRpc.adminMembership, Admin>): Promise<AdminMembership> {
    return this.grants.adminView(data.userId);
  }
}
