import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsRepository } from './accounts.repository';

/**
 * Identity's copy of each member's tier, as billing announces it. Billing owns memberships; this
 * copy is what the current user and the admin user list show. Safe to run twice and in any order.
 */
@Injectable()
export class MembershipService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** Applies the change unless a newer one was applied already (an unknown account: nothing). */
  async changed(
    event: EventEnvelope<'billing.membership.changed'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, tier, endsAt, changedAt } = event.payload;
    await this.accounts.applyMembership(manager, userId, { tier, endsAt, changedAt });
  }
}
