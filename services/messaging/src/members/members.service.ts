import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MembersRepository } from './members.repository';
import { TiersRepository } from './tiers.repository';

/**
 * The member read model, fed by identity's events and billing's tiers. Every handler is safe to
 * run twice.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly tiers: TiersRepository,
  ) {}

  async accountChanged(
    event: EventEnvelope<'identity.account.registered' | 'identity.account.updated'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, username, email, role } = event.payload;
    // A late event about an erased member must not bring them back.
    if (await this.members.wasErased(manager, userId)) {
      return;
    }
    await this.members.upsert(manager, { userId, username, email, role });
  }

  /** The member's tier; an older change than the one stored, or about an erased member, is ignored. */
  async membershipChanged(
    event: EventEnvelope<'billing.membership.changed'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, tier, changedAt } = event.payload;
    if (await this.members.wasErased(manager, userId)) {
      return;
    }
    await this.tiers.apply(manager, userId, tier, changedAt);
  }

  async accountDeleted(
    event: EventEnvelope<'identity.account.deleted'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId } = event.payload;
    await this.members.erase(manager, userId);
    await this.members.markErased(manager, userId);
  }
}
