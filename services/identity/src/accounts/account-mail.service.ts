import { Injectable } from '@nestjs/common';
import { recordEvent } from '@mithaq/bus';
import type { EventPayload } from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { InjectIdentityConfig, type IdentityConfig } from '../config';
import { accountEmails, type AccountEmails } from './account-emails';
import { AccountTokensRepository } from './account-tokens.repository';

interface Recipient {
  id: string;
  username: string;
  email: string;
}

/**
 * Emails about an account, asked of the content service through the outbox in the caller's
 * transaction: the token row and the email that carries it commit together or not at all.
 */
@Injectable()
export class AccountMailService {
  readonly emails: AccountEmails;

  constructor(
    private readonly tokens: AccountTokensRepository,
    @InjectIdentityConfig() config: IdentityConfig,
  ) {
    this.emails = accountEmails(config.PUBLIC_SITE_URL);
  }

  /** A new verification link; older unused ones stop working. */
  async sendVerification(manager: EntityManager, to: Recipient): Promise<void> {
    const { id, token } = await this.tokens.issue(manager, to.id, 'email-verification');
    await this.send(manager, this.emails.verification(to, id, token));
  }

  /** A new reset link; older unused ones stop working. */
  async sendPasswordReset(manager: EntityManager, to: Recipient): Promise<void> {
    const { id, token } = await this.tokens.issue(manager, to.id, 'password-reset');
    await this.send(manager, this.emails.passwordReset(to, id, token));
  }

  send(manager: EntityManager, email: EventPayload<'identity.email.requested'>): Promise<void> {
    return recordEvent(manager, 'identity.email.requested', email).then(() => undefined);
  }
}
