import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  IdentityRpc,
  type Account,
  type BulkApprovalResult,
  type Page,
} from '@mithaq/contracts';
import { AdminAccountsService } from './admin-accounts.service';

@Controller()
export class AdminAccountsRpc {
  constructor(private readonly admin: AdminAccountsService) {}

  @RpcHandler(IdentityRpc.listPendingAccounts, { access: Access.Admin })
  listPending(): Promise<Account[]> {
    return this.admin.listPending();
  }

  @RpcHandler(IdentityRpc.listAccounts, { access: Access.Admin })
  listAccounts({ data }: RpcInputOf<typeof IdentityRpc.listAccounts>): Promise<Page<Account>> {
    return this.admin.listAccounts(data);
  }

  @RpcHandler(IdentityRpc.setApproval, { access: Access.Admin })
  setApproval({
    actor,
    data,
  }: RpcInputOf<typeof IdentityRpc.setApproval, typeof Access.Admin>): Promise<Account> {
    return this.admin.setApproval(actor, data.userId, data.action);
  }

  @RpcHandler(IdentityRpc.bulkSetApproval, { access: Access.Admin })
  bulkSetApproval({
    actor,
    data,
  }: RpcInputOf<typeof IdentityRpc.bulkSetApproval, typeof Access.Admin>): Promise<
    BulkApprovalResult<Account>
  > {
    return this.admin.bulkSetApproval(actor, data.userIds, data.action);
  }

  @RpcHandler(IdentityRpc.changePassword, { access: Access.Admin })
  changePassword({ data }: RpcInputOf<typeof IdentityRpc.changePassword>): Promise<{
    userId: string;
  }> {
    return this.admin.changePassword(data.userId, data.newPassword);
  }

  @RpcHandler(IdentityRpc.setSuspension, { access: Access.Admin })
  setSuspension({
    actor,
    data,
  }: RpcInputOf<typeof IdentityRpc.setSuspension, typeof Access.Admin>): Promise<Account> {
    return this.admin.setSuspension(actor, data.userId, data.suspended, data.reason);
  }

  @RpcHandler(IdentityRpc.deleteAccount, { access: Access.Admin })
  deleteAccount({
    actor,
    data,
  }: RpcInputOf<typeof IdentityRpc.deleteAccount, typeof Access.Admin>): Promise<{
    deleted: true;
    id: string;
  }> {
    return this.admin.deleteAccount(actor, data.userId);
  }
}
