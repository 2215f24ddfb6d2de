import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsRepository } from './accounts.repository';

/**
 * Identity's copy of each member's Verified badge, as the profile service announces it (an
 * approved ID document and face photo): what the current user and the admin user list show.
 * Safe to run twice and in any order: the newest changedAt wins; an unknown account changes
 * nothing.
 */
@Injectable()
export class VerificationService {
  constructor(private readonly accounts: AccountsRepository) {}

  async changed(
    event: EventEnvelope<'profile.verification.changed'>,
    manager: EntityManager,
  ): Promise<void> {
    await this.accounts.applyVerification(manager, event.payload);
  }
}
