import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ProfileEntity } from './entities/profile.entity';

@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByUserId(userId: string): Promise<ProfileEntity | null> {
    return this.dataSource.manager.findOneBy(ProfileEntity, { userId });
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
}
