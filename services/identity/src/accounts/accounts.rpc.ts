import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { IdentityRpc, type Account, type AccountCounts } from '@mithaq/contracts';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsRpc {
  constructor(private readonly accounts: AccountsService) {}

  @RpcHandler(IdentityRpc.register)
  register(@Payload() envelope: unknown): Promise<Account> {
    return this.accounts.register(unwrap(IdentityRpc.register, envelope).data);
  }

  @RpcHandler(IdentityRpc.verifyCredentials)
  verifyCredentials(@Payload() envelope: unknown): Promise<Account> {
    const { data } = unwrap(IdentityRpc.verifyCredentials, envelope);
    return this.accounts.verifyCredentials(data.usernameOrEmail, data.password);
  }

  @RpcHandler(IdentityRpc.getAccount)
  getAccount(@Payload() envelope: unknown): Promise<Account> {
    return this.accounts.getAccount(unwrap(IdentityRpc.getAccount, envelope).data.userId);
  }

  @RpcHandler(IdentityRpc.countAccounts)
  countAccounts(@Payload() envelope: unknown): Promise<AccountCounts> {
    const { actor } = unwrap(IdentityRpc.countAccounts, envelope);
    return this.accounts.countAccounts(actor);
  }

  @RpcHandler(IdentityRpc.updateConsent)
  updateConsent(@Payload() envelope: unknown): Promise<Account> {
    const { actor, data } = unwrap(IdentityRpc.updateConsent, envelope);
    return this.accounts.updateConsent(actor, data.userId, data.marketingConsent);
  }
}
