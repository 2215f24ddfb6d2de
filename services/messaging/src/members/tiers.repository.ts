import type { MembershipTier } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Each member's tier as billing announced it (member_tiers); no row means free. */
@Injectable()
export class TiersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the tier unless a newer change is stored (an equal changedAt applies again, so a
   * redelivery is harmless). Returns true when it applied.
   */
  async apply(
    manager: EntityManager,
    userId: string,
    tier: MembershipTier,
    changedAt: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO member_tiers (user_id, tier, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET tier = EXCLUDED.tier, changed_at = EXCLUDED.changed_at
       WHERE member_tiers.changed_at <= EXCLUDED.changed_at
       RETURNING user_id`,
      [userId, tier, changedAt],
    );
    return rows.length > 0;
  }

  async tierOf(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MembershipTier> {
    const rows: { tier: MembershipTier }[] = await manager.query(
      'SELECT tier FROM member_tiers WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.tier ?? 'free';
  }

  async delete(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM member_tiers WHERE user_id = $1', [userId]);
  }
}
