import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  IdentityRpc,
  type Account,
  type AccountCounts,
  type VerifiedAccount,
} from '@mithaq/contracts';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsRpc {
  constructor(
    private readonly accounts: AccountsService,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  @RpcHandler(IdentityRpc.register, { access: Access.Visitor })
  register({ data }: RpcInputOf<typeof IdentityRpc.register>): Promise<Account> {
    return this.accounts.register(data);
  }

  @RpcHandler(IdentityRpc.verifyCredentials, { access: Access.Visitor })
  async verifyCredentials({
    data,
  }: RpcInputOf<typeof IdentityRpc.verifyCredentials>): Promise<VerifiedAccount> {
    const account = await this.accounts.verifyCredentials(data.usernameOrEmail, data.password);
    // Said with the answer the gateway already waits for, so a sign-in needs no second call.
    const twoFactor = await this.twoFactor.find(account.id);
    return { account, twoFactorEnabled: twoFactor?.enabled ?? false };
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
