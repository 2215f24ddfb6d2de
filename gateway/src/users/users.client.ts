import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  composeUser,
  IdentityRpc,
  ProfileRpc,
  type Account,
  type Actor,
  type CurrentUser,
  type Profile,
  type UpdateUserRequest,
} from '@mithaq/contracts';
import { cachedCall, ReadCache } from '../infra/read-cache';

/** Composes the current user from the services that own its parts. */
@Injectable()
export class UsersClient {
  /**
   * The user composed from each account reply and the profile reply it was last composed with.
   * While the read cache serves the same two replies, the same user is served again: composing
   * one (two spreads of some thirty fields) cost more than a tenth of a request's time.
   */
  private readonly composed = new WeakMap<
    Account,
    { profile: Profile | null; user: CurrentUser }
  >();

  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ReadCache,
  ) {}

  /**
   * Read on every page of the SPA: served from the read cache while nothing changed. The reply
   * may be the object an earlier call returned; callers read it and never change it.
   */
  async currentUser(actor: Actor): Promise<CurrentUser> {
    const [account, profile] = await Promise.all([
      cachedCall(this.cache, this.rpc, IdentityRpc.getAccount, { userId: actor.userId }, actor),
      cachedCall(this.cache, this.rpc, ProfileRpc.getProfile, { userId: actor.userId }, actor),
    ]);
    const earlier = this.composed.get(account);
    if (earlier && earlier.profile === profile) {
      return earlier.user;
    }
    const user = composeUser(account, profile);
    this.composed.set(account, { profile, user });
    return user;
  }

  async withProfile(account: Account): Promise<CurrentUser> {
    const actor: Actor = { userId: account.id, role: account.role };
    const profile = await this.rpc.call(ProfileRpc.getProfile, { userId: account.id }, actor);
    return composeUser(account, profile);
  }

  /**
   * Sends each part to its owner: profile fields first (the likelier to be refused), then the
   * consent toggle, so a refused profile edit leaves the consent unchanged too.
   */
  async update(actor: Actor, userId: string, body: UpdateUserRequest): Promise<CurrentUser> {
    const {
      marketingConsent,
      email: _email,
      username: _username,
      password: _password,
      role: _role,
      isApproved: _isApproved,
      approvalStatus: _approvalStatus,
      isWaliVerified: _isWaliVerified,
      profileCompleted: _profileCompleted,
      questionnaireCompleted: _questionnaireCompleted,
      ...changes
    } = body;
    const profile =
      Object.keys(changes).length > 0
        ? await this.rpc.call(ProfileRpc.updateProfile, { userId, changes }, actor)
        : await this.rpc.call(ProfileRpc.getProfile, { userId }, actor);
    const account =
      marketingConsent === undefined
        ? await this.rpc.call(IdentityRpc.getAccount, { userId }, actor)
        : await this.rpc.call(IdentityRpc.updateConsent, { userId, marketingConsent }, actor);
    return composeUser(account, profile);
  }
}
