import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  EMAIL_NOT_VERIFIED_MESSAGE,
  emailNotVerifiedBulkMessage,
  ErrorCode,
  type Account,
  type Actor,
  type AdminUserListQuery,
  type ApprovalAction,
  type ApprovalStatus,
  type BulkApprovalResult,
  type Page,
} from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { toAccount, toUpdatedEvent } from './account.mapper';
import { AccountsRepository } from './accounts.repository';
import type { AccountEntity } from './entities/account.entity';
import { hashNewPassword } from './password-policy';

/** Generous for a moderation queue, yet bounded so one reply cannot grow without limit. */
export const PENDING_LIST_LIMIT = 500;

/**
 * Only a member whose address is verified can be approved; a batch holding one that is not
 * approves nobody (the transaction writes nothing) and names them. Already approved accounts are
 * left as they are, so they never block a batch.
 */
const assertVerifiedForApproval = (found: AccountEntity[], bulk: boolean): void => {
  const unverified = found.filter(
    (entity) => entity.approvalStatus !== 'approved' && !entity.isEmailVerified,
  );
  if (unverified.length > 0) {
    throw new DomainError(
      ErrorCode.Unprocessable,
      bulk
        ? emailNotVerifiedBulkMessage(unverified.map((entity) => entity.username))
        : EMAIL_NOT_VERIFIED_MESSAGE,
    );
  }
};

const statusFor: Record<ApprovalAction, ApprovalStatus> = {
  approve: 'approved',
  reject: 'rejected',
};

/**
 * Administrators' work on accounts: approvals, the user list, passwords and deletion. Every RPC
 * that reaches it is admin-only, checked by its handler's access rule; `admin` is that caller.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly events: EventBus,
  ) {}

  async listPending(): Promise<Account[]> {
    return (await this.accounts.findPending(PENDING_LIST_LIMIT)).map(toAccount);
  }

  async listAccounts(query: AdminUserListQuery): Promise<Page<Account>> {
    const [entities, total] = await this.accounts.findPage(query);
    return { items: entities.map(toAccount), total, page: query.page, pageSize: query.pageSize };
  }

  async setApproval(admin: Actor, userId: string, action: ApprovalAction): Promise<Account> {
    const { updated, notFound } = await this.bulkSetApproval(admin, [userId], action);
    if (notFound.length > 0 || !updated[0]) {
      throw new DomainError(ErrorCode.NotFound, 'Account not found');
    }
    return updated[0];
  }

  /** One transaction; each account whose status changes gets its own event. */
  async bulkSetApproval(
    admin: Actor,
    userIds: string[],
    action: ApprovalAction,
  ): Promise<BulkApprovalResult<Account>> {
    if (action === 'reject' && userIds.includes(admin.userId)) {
      throw new DomainError(ErrorCode.Conflict, 'You cannot reject your own account');
    }
    const target = statusFor[action];
    const entities = await this.events.transaction(async (manager) => {
      const found = await this.accounts.findManyForUpdate(manager, userIds);
      if (action === 'approve') {
        assertVerifiedForApproval(found, userIds.length > 1);
      }
      for (const entity of found) {
        if (entity.approvalStatus !== target) {
          entity.approvalStatus = target;
          await this.accounts.update(manager, entity.id, { approvalStatus: target });
          await this.recordApproval(manager, entity, action, admin.userId);
        }
      }
      return found;
    });
    const byId = new Map(entities.map((entity) => [entity.id, entity]));
    return {
      // In the order asked for, so the reply lines up with the admin's selection.
      updated: userIds.flatMap((id) => {
        const entity = byId.get(id);
        return entity ? [toAccount(entity)] : [];
      }),
      notFound: userIds.filter((id) => !byId.has(id)),
    };
  }

  async changePassword(userId: string, newPassword: string): Promise<{ userId: string }> {
    const entity = await this.requireExists(userId);
    // Hash outside any transaction: argon2 takes tens of milliseconds on purpose.
    const passwordHash = await hashNewPassword(newPassword, entity, 'newPassword');
    // No event: no other service holds anything derived from the password.
    await this.accounts.update(this.accounts.manager, userId, { passwordHash });
    return { userId };
  }

  async deleteAccount(admin: Actor, userId: string): Promise<{ deleted: true; id: string }> {
    if (admin.userId === userId) {
      throw new DomainError(ErrorCode.Conflict, 'You cannot delete your own account');
    }
    await this.events.transaction(async (manager) => {
      const [entity] = await this.accounts.findManyForUpdate(manager, [userId]);
      if (!entity) {
        throw new DomainError(ErrorCode.NotFound, 'Account not found');
      }
      await this.accounts.delete(manager, userId);
      await this.accounts.deleteOutboxRowsOf(manager, userId);
      // Recorded after the purge: this row is the one trace of the user identity keeps, and it
      // carries nothing but ids.
      await recordEvent(manager, 'identity.account.deleted', {
        userId,
        deletedBy: admin.userId,
      });
    });
    return { deleted: true, id: userId };
  }

  /**
   * Suspends an account (it cannot sign in; the gateway ends its sessions when getAccount says
   * so) or lifts the suspension. Never one's own. Announced as identity.account.updated when it
   * changes; asking for the state the account already has changes nothing.
   */
  async setSuspension(
    admin: Actor,
    userId: string,
    suspended: boolean,
    reason?: string,
  ): Promise<Account> {
    if (admin.userId === userId) {
      throw new DomainError(ErrorCode.Conflict, 'You cannot suspend your own account');
    }
    const entity = await this.events.transaction(async (manager) => {
      const [found] = await this.accounts.findManyForUpdate(manager, [userId]);
      if (!found) {
        throw new DomainError(ErrorCode.NotFound, 'Account not found');
      }
      if (found.isSuspended === suspended) {
        return found;
      }
      const changes: Partial<AccountEntity> = suspended
        ? {
            isSuspended: true,
            suspendedAt: new Date(),
            suspendedBy: admin.userId,
            suspensionReason: reason || null,
          }
        : { isSuspended: false, suspendedAt: null, suspendedBy: null, suspensionReason: null };
      Object.assign(found, changes);
      await this.accounts.update(manager, userId, changes);
      await recordEvent(manager, 'identity.account.updated', toUpdatedEvent(found));
      return found;
    });
    return toAccount(entity);
  }

  private async recordApproval(
    manager: EntityManager,
    entity: AccountEntity,
    action: ApprovalAction,
    adminId: string,
  ): Promise<void> {
    if (action === 'approve') {
      await recordEvent(manager, 'identity.account.approved', {
        userId: entity.id,
        approvedBy: adminId,
      });
    } else {
      await recordEvent(manager, 'identity.account.rejected', {
        userId: entity.id,
        rejectedBy: adminId,
      });
    }
  }

  private async requireExists(userId: string): Promise<AccountEntity> {
    const entity = await this.accounts.findById(userId);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Account not found');
    }
    return entity;
  }
}
