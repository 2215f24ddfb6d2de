import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ADMIN_BATCH_MAX,
  composeAdminUser,
  IdentityRpc,
  ProfileRpc,
  type Account,
  type Actor,
  type AdminUser,
  type AdminUserListQuery,
  type ApprovalAction,
  type BulkApprovalResult,
  type Page,
  type Profile,
} from '@mithaq/contracts';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { InjectGatewayConfig } from '../infra/infra.module';
import { endUserSessions } from '../security/session';

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Admin user management: identity owns the accounts, profile the personal columns. */
@Injectable()
export class AdminUsersClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  async pending(actor: Actor): Promise<AdminUser[]> {
    return this.compose(actor, await this.rpc.call(IdentityRpc.listPendingAccounts, {}, actor));
  }

  async list(actor: Actor, query: AdminUserListQuery): Promise<Page<AdminUser>> {
    const page = await this.rpc.call(IdentityRpc.listAccounts, query, actor);
    return { ...page, items: await this.compose(actor, page.items) };
  }

  async setApproval(actor: Actor, userId: string, action: ApprovalAction): Promise<AdminUser> {
    const account = await this.rpc.call(IdentityRpc.setApproval, { userId, action }, actor);
    if (action === 'reject') {
      await this.endSessionsOfRejected([account]);
    }
    const [user] = await this.compose(actor, [account]);
    return user ?? composeAdminUser(account, null);
  }

  async bulkSetApproval(
    actor: Actor,
    userIds: string[],
    action: ApprovalAction,
  ): Promise<BulkApprovalResult<AdminUser>> {
    const result = await this.rpc.call(IdentityRpc.bulkSetApproval, { userIds, action }, actor);
    if (action === 'reject') {
      await this.endSessionsOfRejected(result.updated);
    }
    return { ...result, updated: await this.compose(actor, result.updated) };
  }

  async changePassword(actor: Actor, userId: string, newPassword: string): Promise<void> {
    await this.rpc.call(IdentityRpc.changePassword, { userId, newPassword }, actor);
    // Whoever held a session with the old password is signed out everywhere.
    await endUserSessions(this.redis, this.config, userId);
  }

  async delete(actor: Actor, userId: string): Promise<{ deleted: true; id: string }> {
    const reply = await this.rpc.call(IdentityRpc.deleteAccount, { userId }, actor);
    await endUserSessions(this.redis, this.config, userId);
    return reply;
  }

  /**
   * A rejected member keeps no session that was opened while approved or pending: they sign in
   * again and read the decision, instead of carrying on in pages opened before it.
   */
  private async endSessionsOfRejected(accounts: Account[]): Promise<void> {
    await Promise.all(
      accounts
        .filter((account) => account.approvalStatus === 'rejected')
        .map((account) => endUserSessions(this.redis, this.config, account.id)),
    );
  }

  /** One getProfiles call per 100 accounts; a profile not created yet leaves its columns null. */
  private async compose(actor: Actor, accounts: Account[]): Promise<AdminUser[]> {
    const batches = await Promise.all(
      chunks(
        accounts.map((account) => account.id),
        ADMIN_BATCH_MAX,
      ).map((userIds) => this.rpc.call(ProfileRpc.getProfiles, { userIds }, actor)),
    );
    const profiles = new Map<string, Profile>(
      batches.flat().map((profile) => [profile.userId, profile]),
    );
    return accounts.map((account) => composeAdminUser(account, profiles.get(account.id) ?? null));
  }
}
