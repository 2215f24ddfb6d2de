import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BlockEntity } from './entities/block.entity';

@Injectable()
export class BlocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  async blockedEitherWay(manager: EntityManager, a: string, b: string): Promise<boolean> {
    const count = await manager
      .createQueryBuilder(BlockEntity, 'b')
      .where(
        '(b.blocker_id = :a AND b.blocked_id = :b) OR (b.blocker_id = :b AND b.blocked_id = :a)',
        { a, b },
      )
      .getCount();
    return count > 0;
  }

  /** Adds the block; null when it already existed. */
  async insert(manager: EntityManager, blockerId: string, blockedId: string): Promise<Date | null> {
    const rows: { created_at: Date }[] = await manager.query(
      `INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING created_at`,
      [blockerId, blockedId],
    );
    return rows[0]?.created_at ?? null;
  }

  find(manager: EntityManager, blockerId: string, blockedId: string): Promise<BlockEntity | null> {
    return manager.findOneBy(BlockEntity, { blockerId, blockedId });
  }

  /** Removes the block; false when there was none. */
  async delete(manager: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
    const result = await manager.delete(BlockEntity, { blockerId, blockedId });
    return (result.affected ?? 0) > 0;
  }

  listBy(blockerId: string): Promise<BlockEntity[]> {
    return this.dataSource.manager.find(BlockEntity, {
      where: { blockerId },
      order: { createdAt: 'DESC' },
    });
  }
}
