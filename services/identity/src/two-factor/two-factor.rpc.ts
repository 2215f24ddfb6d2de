import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  IdentityTwoFactorRpc as T,
  type Account,
  type TwoFactorStatus,
} from '@mithaq/contracts';
import { TwoFactorService } from './two-factor.service';

@Controller()
export class TwoFactorRpc {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @RpcHandler(T.status, { access: Access.Self, owner: 'userId' })
  status({ data }: RpcInputOf<typeof T.status>): Promise<TwoFactorStatus> {
    return this.twoFactor.status(data.userId);
  }

  @RpcHandler(T.beginEnrolment, { access: Access.Self, owner: 'userId' })
  beginEnrolment({
    data,
  }: RpcInputOf<typeof T.beginEnrolment>): Promise<{ secret: string; otpauthUri: string }> {
    return this.twoFactor.beginEnrolment(data.userId);
  }

  @RpcHandler(T.confirmEnrolment, { access: Access.Self, owner: 'userId' })
  async confirmEnrolment({
    data,
  }: RpcInputOf<typeof T.confirmEnrolment>): Promise<{ recoveryCodes: string[] }> {
    return { recoveryCodes: await this.twoFactor.confirmEnrolment(data.userId, data.code) };
  }

  @RpcHandler(T.regenerateRecoveryCodes, { access: Access.Self, owner: 'userId' })
  async regenerateRecoveryCodes({
    data,
  }: RpcInputOf<typeof T.regenerateRecoveryCodes>): Promise<{ recoveryCodes: string[] }> {
    return { recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(data.userId, data.code) };
  }

  @RpcHandler(T.disable, { access: Access.Self, owner: 'userId' })
  async disable({ data }: RpcInputOf<typeof T.disable>): Promise<{ disabled: true }> {
    await this.twoFactor.disable(data.userId, data.password, data.code);
    return { disabled: true };
  }

  // The second sign-in step, before any session exists: the gateway names the account whose
  // password was right in a challenge it keeps itself.
  @RpcHandler(T.verifySignIn, { access: Access.Visitor })
  verifySignIn({ data }: RpcInputOf<typeof T.verifySignIn>): Promise<{
    account: Account;
    method: 'totp' | 'recovery';
  }> {
    return this.twoFactor.verifySignIn(data.userId, data.code);
  }
}
