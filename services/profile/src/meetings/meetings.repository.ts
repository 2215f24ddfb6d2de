import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MeetingEntity } from './entities/meeting.entity';

/** The meetings table. */
@Injectable()
export class MeetingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  findByMatch(matchId: string, manager = this.manager): Promise<MeetingEntity | null> {
    return manager.findOneBy(MeetingEntity, { matchId });
  }

  findOne(id: string, manager = this.manager): Promise<MeetingEntity | null> {
    return manager.findOneBy(MeetingEntity, { id });
  }

  lock(manager: EntityManager, id: string): Promise<MeetingEntity | null> {
    return manager.findOne(MeetingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The match's meeting row, created on first use and locked until the transaction ends; two
   * first calls at once both end up on the same row.
   */
  async lockForMatch(
    manager: EntityManager,
    matchId: string,
    memberIds: string[],
    fee: number,
  ): Promise<MeetingEntity> {
    await manager.query(
      `INSERT INTO meetings (id, match_id, member_ids, status, fee)
       VALUES (gen_random_uuid(), $1, $2::uuid[], 'not_started', $3)
       ON CONFLICT (match_id) DO NOTHING`,
      [matchId, [...memberIds].sort(), fee],
    );
    const meeting = await manager.findOne(MeetingEntity, {
      where: { matchId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!meeting) {
      throw new Error(`meetings: the row of match ${matchId} vanished`);
    }
    return meeting;
  }

  async update(
    manager: EntityManager,
    id: string,
    changes: Partial<Omit<MeetingEntity, 'id' | 'matchId' | 'memberIds' | 'createdAt'>>,
  ): Promise<void> {
    await manager.update(MeetingEntity, { id }, { ...changes, updatedAt: new Date() });
  }

  /** Paid meetings, oldest payment first. */
  paid(): Promise<MeetingEntity[]> {
    return this.manager.find(MeetingEntity, {
      where: { status: 'completed' },
      order: { paidAt: 'ASC', id: 'ASC' },
    });
  }

  /** Erases every meeting of the member (the match is gone with them). */
  async deleteOfMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM meetings WHERE $1::uuid = ANY(member_ids)', [userId]);
  }
}
