import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ProfileEntity } from './entities/profile.entity';

@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByUserId(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProfileEntity | null> {
    return manager.findOneBy(ProfileEntity, { userId });
  }

  findForUpdate(manager: EntityManager, userId: string): Promise<ProfileEntity | null> {
    return manager.findOne(ProfileEntity, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  findByUserIds(userIds: string[]): Promise<ProfileEntity[]> {
    return userIds.length === 0
      ? Promise.resolve([])
      : this.dataSource.manager.findBy(ProfileEntity, { userId: In(userIds) });
  }

  /** The profiles whose full name and date of birth match (the demo seed finds its members so). */
  findByNameAndBirth(fullName: string, dateOfBirth: string): Promise<ProfileEntity | null> {
    return this.dataSource.manager.findOneBy(ProfileEntity, { fullName, dateOfBirth });
  }

  /** Inserts unless a profile already exists for that user (a replayed registration). */
  async insertIfAbsent(manager: EntityManager, profile: ProfileEntity): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ProfileEntity)
      .values(profile)
      .orIgnore()
      .execute();
  }

  async save(manager: EntityManager, profile: ProfileEntity): Promise<void> {
    await manager.save(ProfileEntity, profile);
  }

  async update(
    manager: EntityManager,
    userId: string,
    changes: Partial<ProfileEntity>,
  ): Promise<void> {
    await manager.update(ProfileEntity, { userId }, changes);
  }

  async deleteByUserId(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(ProfileEntity, { userId });
  }

  /**
   * Deletes this service's outbox rows about the member. Every profile event carries the member
   * at payload.userId, so this finds them all; sent or not, none may outlive the erasure.
   */
  async deleteOutboxRowsAbout(manager: EntityManager, userId: string): Promise<void> {
    await manager.query("DELETE FROM outbox WHERE payload->>'userId' = $1", [userId]);
  }
}
