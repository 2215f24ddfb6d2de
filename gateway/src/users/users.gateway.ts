import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  composeUser,
  IdentityRpc,
  ProfileRpc,
  type Account,
  type Actor,
  type CurrentUser,
} from '@mithaq/contracts';

/** Composes the current user from the services that own its parts. */
@Injectable()
export class UsersGateway {
  constructor(private readonly rpc: RpcClient) {}

  async currentUser(actor: Actor): Promise<CurrentUser> {
    const [account, profile] = await Promise.all([
      this.rpc.call(IdentityRpc.getAccount, { userId: actor.userId }, actor),
      this.rpc.call(ProfileRpc.getProfile, { userId: actor.userId }, actor),
    ]);
    return composeUser(account, profile);
  }

  async withProfile(account: Account): Promise<CurrentUser> {
    const actor: Actor = { userId: account.id, role: account.role };
    const profile = await this.rpc.call(ProfileRpc.getProfile, { userId: account.id }, actor);
    return composeUser(account, profile);
  }

  async updateConsent(
    actor: Actor,
    userId: string,
    marketingConsent: boolean,
  ): Promise<CurrentUser> {
    const account = await this.rpc.call(
      IdentityRpc.updateConsent,
      { userId, marketingConsent },
      actor,
    );
    return this.withProfile(account);
  }
}
