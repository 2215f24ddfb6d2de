import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** An accepted match as this service keeps it. */
export interface MatchRecord {
  id: string;
  userIds: [string, string];
  acceptedAt: Date;
  closedAt: Date | null;
  /** Each member's choice to reveal their photos to the other (false until they choose). */
  reveals: Map<string, boolean>;
}

interface MatchRow {
  id: string;
  user_a: string;
  user_b: string;
  accepted_at: Date;
  closed_at: Date | null;
  reveals: Record<string, boolean> | null;
}

const SELECT = `
  SELECT m.id, m.user_a, m.user_b, m.accepted_at, m.closed_at,
         (SELECT jsonb_object_agg(r.user_id, r.reveal) FROM match_reveals r
           WHERE r.match_id = m.id) AS reveals
    FROM document_matches m`;

const toRecord = (row: MatchRow): MatchRecord => ({
  id: row.id,
  userIds: [row.user_a, row.user_b],
  acceptedAt: row.accepted_at,
  closedAt: row.closed_at,
  reveals: new Map(Object.entries(row.reveals ?? {})),
});

/** Accepted matches (document_matches), fed by matching's events, and reveal choices. */
@Injectable()
export class MatchesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string, manager = this.dataSource.manager): Promise<MatchRecord | null> {
    const rows: MatchRow[] = await manager.query(`${SELECT} WHERE m.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The member's open matches, the newest first. */
  async openOf(userId: string): Promise<MatchRecord[]> {
    const rows: MatchRow[] = await this.dataSource.query(
      `${SELECT} WHERE (m.user_a = $1 OR m.user_b = $1) AND m.closed_at IS NULL
        ORDER BY m.accepted_at DESC, m.id`,
      [userId],
    );
    return rows.map(toRecord);
  }

  /** The open matches between two members (normally one). */
  async openBetween(userId: string, otherId: string): Promise<MatchRecord[]> {
    const rows: MatchRow[] = await this.dataSource.query(
      `${SELECT} WHERE m.closed_at IS NULL
          AND ((m.user_a = $1 AND m.user_b = $2) OR (m.user_a = $2 AND m.user_b = $1))`,
      [userId, otherId],
    );
    return rows.map(toRecord);
  }

  /** Records an accepted request once; a redelivery (or one after closing) changes nothing. */
  async insertAccepted(
    manager: EntityManager,
    match: { id: string; userA: string; userB: string; acceptedAt: Date },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO document_matches (id, user_a, user_b, accepted_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [match.id, match.userA, match.userB, match.acceptedAt],
    );
  }

  /** Closes every open match between the two members. */
  async closeBetween(
    manager: EntityManager,
    userA: string,
    userB: string,
    closedAt: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE document_matches SET closed_at = $3
        WHERE closed_at IS NULL
          AND ((user_a = $1 AND user_b = $2) OR (user_a = $2 AND user_b = $1))`,
      [userA, userB, closedAt],
    );
  }

  async setReveal(manager: EntityManager, matchId: string, userId: string, reveal: boolean) {
    await manager.query(
      `INSERT INTO match_reveals (match_id, user_id, reveal, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (match_id, user_id) DO UPDATE SET reveal = EXCLUDED.reveal, updated_at = now()`,
      [matchId, userId, reveal],
    );
  }

  /** Deletes the member's matches (their partners' reveal choices on them go too). */
  async deleteOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM match_reveals WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM document_matches WHERE user_a = $1 OR user_b = $1', [userId]);
  }
}
