import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, IdentityRpc, type Account, type AccountCounts } from '@mithaq/contracts';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsRpc {
  constructor(private readonly accounts: AccountsService) {}

  @RpcHandler(IdentityRpc.register, { access: Access.Visitor })
  register({ data }: RpcInputOf<typeof IdentityRpc.register>): Promise<Account> {
    return this.accounts.register(data);
  }

  @RpcHandler(IdentityRpc.verifyCredentials, { access: Access.Visitor })
  verifyCredentials({ data }: RpcInputOf<typeof IdentityRpc.verifyCredentials>): Promise<Account> {
    return this.accounts.verifyCredentials(data.usernameOrEmail, data.password);
  }

  @RpcHandler(IdentityRpc.getAccount, { access: Access.SelfOrAdmin, owner: 'userId' })
  getAccount({ data }: RpcInputOf<typeof IdentityRpc.getAccount>): Promise<Account> {
    return this.accounts.getAccount(data.userId);
  }

  @RpcHandler(IdentityRpc.countAccounts, { access: Access.Admin })
  countAccounts(): Promise<AccountCounts> {
    return this.accounts.countAccounts();
  }

  @RpcHandler(IdentityRpc.updateConsent, { access: Access.Self, owner: 'userId' })
  updateConsent({ data }: RpcInputOf<typeof IdentityRpc.updateConsent>): Promise<Account> {
    return this.accounts.updateConsent(data.userId, data.marketingConsent);
  }
}
