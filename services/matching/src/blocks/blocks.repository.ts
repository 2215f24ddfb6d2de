import { blockKey } from '@mithaq/matching-engine';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * SQL true when the pair of the two uuid expressions is blocked either way, for queries that
 * must never show or write a blocked pair.
 */
export const pairBlockedSql = (a: string, b: string): string => `EXISTS (
  SELECT 1 FROM blocked_pairs bp
   WHERE bp.is_blocked
     AND ((bp.blocker_id = ${a} AND bp.blocked_id = ${b})
       OR (bp.blocker_id = ${b} AND bp.blocked_id = ${a})))`;

/**
 * The same test for statements over many pairs (a recompute's writes): equality on the ordered
 * pair lets Postgres hash the blocks once (an anti join) instead of probing the index per pair,
 * which cost a recompute about as much as writing the pairs. Use it negated (NOT ...).
 */
export const pairBlockedInBulkSql = (a: string, b: string): string => `EXISTS (
  SELECT 1 FROM blocked_pairs bp
   WHERE bp.is_blocked
     AND LEAST(bp.blocker_id, bp.blocked_id) = LEAST(${a}, ${b})
     AND GREATEST(bp.blocker_id, bp.blocked_id) = GREATEST(${a}, ${b}))`;

/**
 * Members' blocks of each other (blocked_pairs), fed by messaging's block and unblock events.
 * They feed the engine's "not blocked" filter. Methods taking a manager first run in the
 * caller's transaction.
 */
@Injectable()
export class BlocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the blocker's block (or its lifting) unless a newer event already set this row (an
   * equal time applies, so a redelivered event is harmless). True when it applied.
   */
  async apply(
    manager: EntityManager,
    blockerId: string,
    blockedId: string,
    isBlocked: boolean,
    occurredAt: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO blocked_pairs (blocker_id, blocked_id, is_blocked, changed_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (blocker_id, blocked_id) DO UPDATE
         SET is_blocked = EXCLUDED.is_blocked, changed_at = EXCLUDED.changed_at
       WHERE blocked_pairs.changed_at <= EXCLUDED.changed_at
       RETURNING blocker_id`,
      [blockerId, blockedId, isBlocked, occurredAt],
    );
    return rows.length > 0;
  }

  /** Whether either member blocks the other. */
  async isPairBlocked(
    userA: string,
    userB: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const rows: { blocked: boolean }[] = await manager.query(
      `SELECT ${pairBlockedSql('$1::uuid', '$2::uuid')} AS blocked`,
      [userA, userB],
    );
    return rows[0]?.blocked === true;
  }

  /**
   * Each member's blocks as the engine takes them (blockKey of the two ids, either direction):
   * only the members asked for get an entry, and only when they have a block.
   */
  async keysByMember(
    userIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, Set<string>>> {
    const byMember = new Map<string, Set<string>>();
    if (userIds.length === 0) {
      return byMember;
    }
    const rows: { blocker_id: string; blocked_id: string }[] = await manager.query(
      `SELECT blocker_id, blocked_id FROM blocked_pairs
        WHERE is_blocked AND (blocker_id = ANY($1::uuid[]) OR blocked_id = ANY($1::uuid[]))`,
      [userIds],
    );
    const wanted = new Set(userIds);
    for (const { blocker_id: a, blocked_id: b } of rows) {
      for (const member of [a, b]) {
        if (wanted.has(member)) {
          const keys = byMember.get(member) ?? new Set<string>();
          keys.add(blockKey(a, b));
          byMember.set(member, keys);
        }
      }
    }
    return byMember;
  }

  /** Every block the member made or received. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM blocked_pairs WHERE blocker_id = $1 OR blocked_id = $1', [
      userId,
    ]);
  }
}
