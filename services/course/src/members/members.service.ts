import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MembersRepository } from './members.repository';

/** The member directory, fed by identity's events. Every handler is safe to run twice. */
@Injectable()
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  async accountRegistered(
    event: EventEnvelope<'identity.account.registered'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, username, email, role, personal } = event.payload;
    if (await this.members.wasErased(manager, userId)) {
      return;
    }
    await this.members.upsert(manager, {
      userId,
      username,
      email,
      role,
      fullName: personal.fullName,
    });
  }

  async accountUpdated(
    event: EventEnvelope<'identity.account.updated'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, username, email, role } = event.payload;
    // A late event about an erased member must not bring them back.
    if (await this.members.wasErased(manager, userId)) {
      return;
    }
    await this.members.upsert(manager, { userId, username, email, role, fullName: null });
  }

  async accountDeleted(
    event: EventEnvelope<'identity.account.deleted'>,
    manager: EntityManager,
  ): Promise<void> {
    await this.members.erase(manager, event.payload.userId);
  }
}
