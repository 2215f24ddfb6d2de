import { Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  profileFromRegistration,
  Role,
  type Actor,
  type EventEnvelope,
  type Profile,
} from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { toEntity, toProfile } from './profile.mapper';
import { ProfilesRepository } from './profiles.repository';

@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  async getProfile(actor: Actor | null, userId: string): Promise<Profile | null> {
    if (!actor || (actor.userId !== userId && actor.role !== Role.Admin)) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only read your own profile');
    }
    const entity = await this.profiles.findByUserId(userId);
    return entity ? toProfile(entity) : null;
  }

  async createFromRegistration(
    event: EventEnvelope<'identity.account.registered'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, personal } = event.payload;
    await this.profiles.insertIfAbsent(
      manager,
      toEntity(profileFromRegistration(userId, personal, event.occurredAt)),
    );
  }
}
