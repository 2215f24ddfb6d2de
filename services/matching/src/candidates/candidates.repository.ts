import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CandidateRow } from './candidate.mapper';

/**
 * Every transaction that takes a number from candidates_version_seq holds this lock until it
 * commits, so versions become visible in order: a worker that has seen version v has seen every
 * change below v, and can catch up with "version > v".
 */
export const VERSION_LOCK_KEY = 5_017_301;

/** Field groups, each stamped with the occurredAt of the event that last set it. */
export type FieldGroup =
  | 'account'
  | 'account_status'
  | 'profile'
  | 'answers'
  | 'questionnaire_status'
  | 'certification'
  | 'verification';

const CASTS: Record<string, string> = {
  answers: 'jsonb',
  date_of_birth: 'date',
  height: 'integer',
  is_wali_verified: 'boolean',
  is_certified: 'boolean',
  is_verified: 'boolean',
};

/** The columns of CandidateRow, for `SELECT ${candidateColumns('c')} FROM candidates c`. */
export const candidateColumns = (alias: string): string =>
  [
    'user_id',
    'username',
    'email',
    'role',
    'full_name',
    'gender',
    'looking_for',
    'nationality',
    'ethnicity',
    'country_of_residence',
    'marital_status',
    'practice_level',
    'occupation',
    'education_level',
    'height',
    'islamic_sect',
    'bio',
    'is_wali_verified',
    'is_certified',
    'is_verified',
    'account_status',
    'questionnaire_status',
    'answers',
    'is_eligible',
  ]
    .map((column) => `${alias}.${column}`)
    .concat([
      `to_char(${alias}.date_of_birth, 'YYYY-MM-DD') AS date_of_birth`,
      `${alias}.version::text AS version`,
    ])
    .join(', ');

/**
 * Who takes part in matching: the generated is_eligible (an approved seeker with an approved
 * questionnaire and a complete profile), for queries joining candidates.
 */
export const eligibleSql = (alias: string): string => `${alias}.is_eligible`;

/** A member_stats row as the pool's catch-up reads it. */
export interface CutoffRow {
  user_id: string;
  cutoff_score: number | null;
  cutoff_user_id: string | null;
  /** The settings generation the cutoff was computed for. */
  generation: string;
}

/** What changed in the read model since a version, read in one snapshot. */
export interface ReadModelChanges {
  changed: CandidateRow[];
  erased: { user_id: string }[];
  /** The newest version of the read model in this snapshot. */
  version: string;
  cutoffs: CutoffRow[];
  /** This snapshot (pg_snapshot text), where the next catch-up of the cutoffs starts. */
  snapshot: string;
}

/**
 * The candidate read model (candidates, erased_members, dirty_members and the version sequence).
 * Methods taking a manager first must run in the caller's transaction.
 */
@Injectable()
export class CandidatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async takeVersionLock(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [VERSION_LOCK_KEY]);
  }

  async nextVersion(manager: EntityManager): Promise<string> {
    const rows: { version: string }[] = await manager.query(
      "SELECT nextval('candidates_version_seq')::text AS version",
    );
    const version = rows[0]?.version;
    if (!version) {
      throw new Error('candidates_version_seq gave no value');
    }
    return version;
  }

  /**
   * Sets one field group of a member unless a newer event already set it (an equal time applies,
   * so a redelivered event is harmless). Returns the row's new version, or null when the event
   * was older than what the row holds.
   */
  async applyFieldGroup(
    manager: EntityManager,
    userId: string,
    occurredAt: string,
    group: FieldGroup,
    values: Record<string, unknown>,
  ): Promise<string | null> {
    const columns = Object.keys(values);
    const params: unknown[] = [userId, occurredAt];
    const placeholders = columns.map((column) => {
      const value = values[column];
      params.push(column === 'answers' && value !== null ? JSON.stringify(value) : value);
      const cast = CASTS[column];
      return cast ? `$${params.length}::${cast}` : `$${params.length}`;
    });
    const stamp = `${group}_at`;
    const rows: { version: string }[] = await manager.query(
      `INSERT INTO candidates (user_id, ${stamp}, version, ${columns.join(', ')})
       VALUES ($1, $2, nextval('candidates_version_seq'), ${placeholders.join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET
         ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
         ${stamp} = EXCLUDED.${stamp},
         version = EXCLUDED.version,
         updated_at = now()
       WHERE candidates.${stamp} IS NULL OR candidates.${stamp} <= EXCLUDED.${stamp}
       RETURNING version::text AS version`,
      params,
    );
    return rows[0]?.version ?? null;
  }

  async find(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CandidateRow | null> {
    const rows: CandidateRow[] = await manager.query(
      `SELECT ${candidateColumns('c')} FROM candidates c WHERE c.user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Every eligible member's id, in id order. */
  async eligibleIds(manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query(
      'SELECT user_id FROM candidates WHERE is_eligible ORDER BY user_id',
    );
    return rows.map((row) => row.user_id);
  }

  /** The eligible members with ids in (after, through], an open end when null, in id order. */
  async eligibleIdsBetween(after: string | null, through: string | null): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM candidates
        WHERE is_eligible AND ($1::uuid IS NULL OR user_id > $1) AND ($2::uuid IS NULL OR user_id <= $2)
        ORDER BY user_id`,
      [after, through],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * Rows changed after `since`, erasures after it and cutoffs written by transactions that were
   * not visible in the snapshot `cutoffsFrom` (all when null), from one snapshot (one statement).
   */
  async changesSince(
    manager: EntityManager,
    since: bigint,
    eligibleOnly: boolean,
    cutoffsFrom: string | null,
  ): Promise<ReadModelChanges> {
    const rows: ReadModelChanges[] = await manager.query(
      `SELECT
         (SELECT COALESCE(json_agg(row_to_json(x)), '[]'::json) FROM (
            SELECT ${candidateColumns('c')} FROM candidates c
             WHERE c.version > $1 ${eligibleOnly ? 'AND c.is_eligible' : ''}) x) AS changed,
         (SELECT COALESCE(json_agg(json_build_object('user_id', e.user_id)), '[]'::json)
            FROM erased_members e WHERE e.version > $1) AS erased,
         GREATEST((SELECT COALESCE(max(version), 0) FROM candidates),
                  (SELECT COALESCE(max(version), 0) FROM erased_members))::text AS version,
         (SELECT COALESCE(json_agg(json_build_object('user_id', s.user_id,
                   'cutoff_score', s.cutoff_score, 'cutoff_user_id', s.cutoff_user_id,
                   'generation', s.generation::text)), '[]'::json)
            FROM member_stats s
           WHERE $2::pg_snapshot IS NULL
              OR (s.written_xid >= pg_snapshot_xmin($2::pg_snapshot)
                  AND NOT pg_visible_in_snapshot(s.written_xid, $2::pg_snapshot))) AS cutoffs,
         pg_current_snapshot()::text AS snapshot`,
      [since.toString(), cutoffsFrom],
    );
    const row = rows[0];
    if (!row) {
      throw new Error('no read-model snapshot');
    }
    return row;
  }

  async isErased(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM erased_members WHERE user_id = $1', [
      userId,
    ]);
    return rows.length > 0;
  }

  /** Which of the ids have a row in the read model. */
  async existing(manager: EntityManager, userIds: readonly string[]): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query(
      'SELECT user_id FROM candidates WHERE user_id = ANY($1::uuid[]) ORDER BY user_id',
      [userIds],
    );
    return rows.map((row) => row.user_id);
  }

  /** Keeps only the id of an erased member, so a late event cannot recreate them. */
  async markErased(manager: EntityManager, userId: string, version: string): Promise<void> {
    await manager.query(
      `INSERT INTO erased_members (user_id, version) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version`,
      [userId, version],
    );
  }

  /** Removes the member's dirty mark and candidate row. */
  async delete(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM dirty_members WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM candidates WHERE user_id = $1', [userId]);
  }

  /** Marks members for recompute at a version; a newer mark replaces an older one. */
  async markDirty(
    manager: EntityManager,
    userIds: readonly string[],
    version: string,
  ): Promise<void> {
    if (userIds.length === 0) {
      return;
    }
    await manager.query(
      `INSERT INTO dirty_members (user_id, version)
       SELECT id, $2::bigint FROM unnest($1::uuid[]) AS t(id)
       ON CONFLICT (user_id) DO UPDATE
         SET version = GREATEST(dirty_members.version, EXCLUDED.version), marked_at = now()`,
      [userIds, version],
    );
  }

  /** The member's dirty mark and row together, for their recompute (either may be missing). */
  async forRecompute(
    manager: EntityManager,
    userId: string,
  ): Promise<{ dirtyVersion: string | null; row: CandidateRow | null }> {
    const [row] = await manager.query<(CandidateRow & { dirty_version: string | null })[]>(
      `SELECT d.version::text AS dirty_version, ${candidateColumns('c')}
         FROM (SELECT $1::uuid AS id) k
         LEFT JOIN dirty_members d ON d.user_id = k.id
         LEFT JOIN candidates c ON c.user_id = k.id`,
      [userId],
    );
    return {
      dirtyVersion: row?.dirty_version ?? null,
      row: row && row.user_id !== null ? row : null,
    };
  }

  /** Clears a dirty mark unless a newer change marked the member again meanwhile. */
  async clearDirty(manager: EntityManager, userId: string, version: string): Promise<void> {
    await manager.query('DELETE FROM dirty_members WHERE user_id = $1 AND version = $2', [
      userId,
      version,
    ]);
  }

  async isDirty(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM dirty_members WHERE user_id = $1',
      [userId],
    );
    return rows.length > 0;
  }

  /** Members marked dirty more than `ageMs` ago (their job may be lost), oldest first. */
  async dirtyOlderThan(ageMs: number, limit: number): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM dirty_members
        WHERE marked_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY marked_at LIMIT $2`,
      [ageMs, limit],
    );
    return rows.map((row) => row.user_id);
  }
}
