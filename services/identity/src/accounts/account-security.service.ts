import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  DomainError,
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  ErrorCode,
  INVALID_EMAIL_LINK_MESSAGE,
  normaliseSignInIdentifier,
  type Account,
} from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { AccountMailService } from './account-mail.service';
import { toAccount, toUpdatedEvent } from './account.mapper';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountsRepository } from './accounts.repository';
import type { AccountEntity } from './entities/account.entity';
import { verifyPassword } from './password';
import { hashNewPassword } from './password-policy';

const invalidLink = (): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, INVALID_EMAIL_LINK_MESSAGE);

/**
 * Password reset by email, a member's own password change and email verification. Every link is a
 * single-use token of which only the hash is stored; using one is a conditional UPDATE, so two
 * requests with the same token never both succeed.
 */
@Injectable()
export class AccountSecurityService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly mail: AccountMailService,
    private readonly events: EventBus,
  ) {}

  /** Emails a reset link when an account uses the address; an unknown address changes nothing. */
  async requestPasswordReset(email: string): Promise<{ accepted: true }> {
    const identifier = normaliseSignInIdentifier(email);
    const entity =
      identifier?.includes('@') === true
        ? await this.accounts.findBySignInIdentifier(identifier)
        : null;
    if (entity) {
      await this.events.transaction((manager) => this.mail.sendPasswordReset(manager, entity));
    }
    return { accepted: true };
  }

  async resetPassword(token: string, password: string): Promise<{ userId: string }> {
    // A token that cannot work is refused before the deliberately slow hash is computed.
    const owner = await this.tokens.findUsable(token, 'password-reset');
    const account = owner ? await this.accounts.findById(owner) : null;
    if (!account) {
      throw invalidLink();
    }
    // A refused password leaves the link unused, so the member can try another one with it.
    const passwordHash = await hashNewPassword(password, account, 'password');
    const userId = await this.events.transaction(async (manager) => {
      const accountId = await this.tokens.consume(manager, token, 'password-reset');
      const entity = accountId ? await this.accounts.findById(accountId, manager) : null;
      if (!entity) {
        throw invalidLink();
      }
      await this.setPassword(manager, entity, passwordHash);
      return entity.id;
    });
    return { userId };
  }

  async changeOwnPassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ userId: string }> {
    const entity = await this.require(userId);
    if (!(await verifyPassword(entity.passwordHash, currentPassword))) {
      throw new DomainError(ErrorCode.ValidationFailed, CURRENT_PASSWORD_WRONG_MESSAGE, {
        currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE,
      });
    }
    const passwordHash = await hashNewPassword(newPassword, entity, 'newPassword');
    await this.events.transaction((manager) => this.setPassword(manager, entity, passwordHash));
    return { userId };
  }

  async verifyEmail(token: string): Promise<Account> {
    const entity = await this.events.transaction(async (manager) => {
      const accountId = await this.tokens.consume(manager, token, 'email-verification');
      const found = accountId ? await this.accounts.findById(accountId, manager) : null;
      if (!found) {
        throw invalidLink();
      }
      if (!found.isEmailVerified) {
        found.isEmailVerified = true;
        await this.accounts.update(manager, found.id, { isEmailVerified: true });
        // Every service that mirrors the account learns the address is verified.
        await recordEvent(manager, 'identity.account.updated', toUpdatedEvent(found));
      }
      return found;
    });
    return toAccount(entity);
  }

  async sendVerification(userId: string): Promise<{ sent: true }> {
    const entity = await this.require(userId);
    if (entity.isEmailVerified) {
      throw new DomainError(ErrorCode.Conflict, EMAIL_ALREADY_VERIFIED_MESSAGE);
    }
    await this.events.transaction((manager) => this.mail.sendVerification(manager, entity));
    return { sent: true };
  }

  /**
   * The new password, every outstanding reset link ended (one sent before the change must not
   * undo it) and a confirmation email to the owner.
   */
  private async setPassword(
    manager: EntityManager,
    entity: AccountEntity,
    passwordHash: string,
  ): Promise<void> {
    await this.accounts.update(manager, entity.id, { passwordHash });
    await this.tokens.invalidate(manager, entity.id, 'password-reset');
    await this.mail.send(manager, this.mail.emails.passwordChanged(entity, randomUUID()));
  }

  private async require(userId: string): Promise<AccountEntity> {
    const entity = await this.accounts.findById(userId);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Account not found');
    }
    return entity;
  }
}
