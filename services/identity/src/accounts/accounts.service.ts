import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import { uniqueViolationOf } from '@mithaq/database';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  DomainError,
  ErrorCode,
  IdentityRpc,
  INVALID_CREDENTIALS_MESSAGE,
  normaliseSignInIdentifier,
  type Account,
  type AccountCounts,
  type ApprovalStatus,
  type RpcRequest,
  type Role,
} from '@mithaq/contracts';
import { toAccount, toUpdatedEvent } from './account.mapper';
import { AccountMailService } from './account-mail.service';
import { AccountsRepository } from './accounts.repository';
import { AccountEntity } from './entities/account.entity';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { hashNewPassword } from './password-policy';

type RegisterRequest = RpcRequest<typeof IdentityRpc.register>;

export const ACCOUNT_SUSPENDED = ACCOUNT_SUSPENDED_MESSAGE;

@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly events: EventBus,
    private readonly mail: AccountMailService,
  ) {}

  /**
   * Creates a pending account and emails a verification link. An address that already has an
   * account creates nothing: its owner is told by email and EmailTaken is thrown, which the
   * gateway answers exactly like a success. The password is hashed in both cases so the two take
   * as long. `emailVerified` is for accounts the seed creates.
   */
  async register(
    request: RegisterRequest,
    options: { role?: Role; approvalStatus?: ApprovalStatus; emailVerified?: boolean } = {},
  ): Promise<Account> {
    const { username, email, password, marketingConsent, ...personal } = request;
    const taken = await this.accounts.findTaken(username, email);
    if (taken.username) {
      throw new DomainError(ErrorCode.UsernameTaken, 'Username already taken');
    }
    const passwordHash = await hashNewPassword(password, { username, email }, 'password');
    if (taken.email) {
      return this.refuseTakenEmail(email);
    }
    const entity: AccountEntity = Object.assign(new AccountEntity(), {
      id: randomUUID(),
      username,
      email,
      passwordHash,
      role: options.role ?? 'seeker',
      approvalStatus: options.approvalStatus ?? 'pending',
      isEmailVerified: options.emailVerified ?? false,
      marketingConsent,
      createdAt: new Date(),
      lastActive: null,
      isSuspended: false,
      suspendedAt: null,
      suspendedBy: null,
      suspensionReason: null,
      membershipTier: 'free',
      membershipStartDate: null,
      membershipEndDate: null,
      membershipChangedAt: null,
      hasCompletedMarriageCourse: false,
      isMarriageCourseCertified: false,
      marriageCourseCompletionDate: null,
      courseChangedAt: null,
    });
    try {
      await this.events.transaction(async (manager) => {
        await this.accounts.insert(manager, entity);
        await recordEvent(manager, 'identity.account.registered', {
          userId: entity.id,
          username: entity.username,
          email: entity.email,
          role: entity.role,
          createdAt: entity.createdAt.toISOString(),
          personal,
        });
        // An account created already decided (the seeded admin and demo members) announces the
        // decision too, so every service that keeps a copy of the approval state hears it.
        if (entity.approvalStatus === 'approved') {
          await recordEvent(manager, 'identity.account.approved', {
            userId: entity.id,
            approvedBy: null,
          });
        } else if (entity.approvalStatus === 'rejected') {
          await recordEvent(manager, 'identity.account.rejected', {
            userId: entity.id,
            rejectedBy: null,
          });
        }
        if (!entity.isEmailVerified) {
          await this.mail.sendVerification(manager, entity);
        }
      });
    } catch (error) {
      const constraint = uniqueViolationOf(error);
      if (constraint === 'accounts_username_key') {
        throw new DomainError(ErrorCode.UsernameTaken, 'Username already taken');
      }
      if (constraint === 'accounts_email_key') {
        return this.refuseTakenEmail(email);
      }
      throw error;
    }
    return toAccount(entity);
  }

  /** The account a normalised sign-in name belongs to, for the gateway's per-account counter. */
  async resolveSignIn(identifier: string): Promise<{ userId: string | null }> {
    const normalised = normaliseSignInIdentifier(identifier);
    const entity = normalised ? await this.accounts.findBySignInIdentifier(normalised) : null;
    return { userId: entity?.id ?? null };
  }

  async verifyCredentials(usernameOrEmail: string, password: string): Promise<Account> {
    const identifier = normaliseSignInIdentifier(usernameOrEmail);
    const entity = identifier ? await this.accounts.findBySignInIdentifier(identifier) : null;
    if (!entity) {
      await verifyPassword(await decoyHash(), password);
      throw new DomainError(ErrorCode.InvalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }
    if (!(await verifyPassword(entity.passwordHash, password))) {
      throw new DomainError(ErrorCode.InvalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (entity.isSuspended) {
      throw new DomainError(ErrorCode.Forbidden, ACCOUNT_SUSPENDED);
    }
    const now = new Date();
    const changes: Partial<AccountEntity> = { lastActive: now };
    if (needsRehash(entity.passwordHash)) {
      changes.passwordHash = await hashPassword(password);
    }
    // Sign-in bookkeeping only: no event, so no outbox transaction.
    await this.accounts.update(this.accounts.manager, entity.id, changes);
    return toAccount({ ...entity, lastActive: now });
  }

  async getAccount(userId: string): Promise<Account> {
    return toAccount(await this.require(userId));
  }

  /** The member's own account only: the RPC's access rule checks the caller. */
  async updateConsent(userId: string, marketingConsent: boolean): Promise<Account> {
    const updated = await this.events.transaction(async (manager) => {
      const entity = await this.accounts.findById(userId, manager);
      if (!entity) {
        throw new DomainError(ErrorCode.NotFound, 'Account not found');
      }
      entity.marketingConsent = marketingConsent;
      await this.accounts.update(manager, userId, { marketingConsent });
      await recordEvent(manager, 'identity.account.updated', toUpdatedEvent(entity));
      return entity;
    });
    return toAccount(updated);
  }

  async countAccounts(): Promise<AccountCounts> {
    return this.accounts.counts();
  }

  private async require(userId: string): Promise<AccountEntity> {
    const entity = await this.accounts.findById(userId);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Account not found');
    }
    return entity;
  }

  /**
   * Tells the owner of an address that someone tried to register with it (at most once an hour,
   * so repeated attempts cannot flood their inbox), then refuses with EmailTaken.
   */
  private async refuseTakenEmail(email: string): Promise<never> {
    const owner = await this.accounts.findBySignInIdentifier(email.trim().toLowerCase());
    if (owner) {
      const hour = Math.floor(Date.now() / 3_600_000);
      await this.events.transaction((manager) =>
        this.mail.send(manager, this.mail.emails.registrationAttempt(owner, `${owner.id}:${hour}`)),
      );
    }
    throw new DomainError(ErrorCode.EmailTaken, 'Email already registered');
  }
}
