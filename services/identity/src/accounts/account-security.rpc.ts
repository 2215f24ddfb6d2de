import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, IdentitySecurityRpc as S, type Account } from '@mithaq/contracts';
import { AccountSecurityService } from './account-security.service';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountSecurityRpc {
  constructor(
    private readonly security: AccountSecurityService,
    private readonly accounts: AccountsService,
  ) {}

  @RpcHandler(S.resolveSignIn, { access: Access.Visitor })
  resolveSignIn({ data }: RpcInputOf<typeof S.resolveSignIn>): Promise<{ userId: string | null }> {
    return this.accounts.resolveSignIn(data.identifier);
  }

  @RpcHandler(S.requestPasswordReset, { access: Access.Visitor })
  requestPasswordReset({
    data,
  }: RpcInputOf<typeof S.requestPasswordReset>): Promise<{ accepted: true }> {
    return this.security.requestPasswordReset(data.email);
  }

  @RpcHandler(S.resetPassword, { access: Access.Visitor })
  resetPassword({ data }: RpcInputOf<typeof S.resetPassword>): Promise<{ userId: string }> {
    return this.security.resetPassword(data.token, data.password);
  }

  @RpcHandler(S.changeOwnPassword, { access: Access.Self, owner: 'userId' })
  changeOwnPassword({ data }: RpcInputOf<typeof S.changeOwnPassword>): Promise<{ userId: string }> {
    return this.security.changeOwnPassword(data.userId, data.currentPassword, data.newPassword);
  }

  @RpcHandler(S.verifyEmail, { access: Access.Visitor })
  verifyEmail({ data }: RpcInputOf<typeof S.verifyEmail>): Promise<Account> {
    return this.security.verifyEmail(data.token);
  }

  @RpcHandler(S.sendVerification, { access: Access.Self, owner: 'userId' })
  sendVerification({ data }: RpcInputOf<typeof S.sendVerification>): Promise<{ sent: true }> {
    return this.security.sendVerification(data.userId);
  }
}
