import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { IdentityRpc, type Account, type BulkApprovalResult, type Page } from '@mithaq/contracts';
import { AdminAccountsService } from './admin-accounts.service';

@Controller()
export class AdminAccountsRpc {
  constructor(private readonly admin: AdminAccountsService) {}

  @RpcHandler(IdentityRpc.listPendingAccounts)
  listPending(@Payload() envelope: unknown): Promise<Account[]> {
    return this.admin.listPending(unwrap(IdentityRpc.listPendingAccounts, envelope).actor);
  }

  @RpcHandler(IdentityRpc.listAccounts)
  listAccounts(@Payload() envelope: unknown): Promise<Page<Account>> {
    const { actor, data } = unwrap(IdentityRpc.listAccounts, envelope);
    return this.admin.listAccounts(actor, data);
  }

  @RpcHandler(IdentityRpc.setApproval)
  setApproval(@Payload() envelope: unknown): Promise<Account> {
    const { actor, data } = unwrap(IdentityRpc.setApproval, envelope);
    return this.admin.setApproval(actor, data.userId, data.action);
  }

  @RpcHandler(IdentityRpc.bulkSetApproval)
  bulkSetApproval(@Payload() envelope: unknown): Promise<BulkApprovalResult<Account>> {
    const { actor, data } = unwrap(IdentityRpc.bulkSetApproval, envelope);
    return this.admin.bulkSetApproval(actor, data.userIds, data.action);
  }

  @RpcHandler(IdentityRpc.changePassword)
  changePassword(@Payload() envelope: unknown): Promise<{ userId: string }> {
    const { actor, data } = unwrap(IdentityRpc.changePassword, envelope);
    return this.admin.changePassword(actor, data.userId, data.newPassword);
  }

  @RpcHandler(IdentityRpc.deleteAccount)
  deleteAccount(@Payload() envelope: unknown): Promise<{ deleted: true; id: string }> {
    const { actor, data } = unwrap(IdentityRpc.deleteAccount, envelope);
    return this.admin.deleteAccount(actor, data.userId);
  }
}
