import type { EntityManager } from 'typeorm';

/**
 * Every transaction that takes a number from candidates_version_seq holds this lock until it
 * commits, so versions become visible in order: a worker that has seen version v has seen every
 * change below v, and can catch up with "version > v".
 */
export const VERSION_LOCK_KEY = 5_017_301;

export const takeVersionLock = async (manager: EntityManager): Promise<void> => {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [VERSION_LOCK_KEY]);
};

/** Field groups, each stamped with the occurredAt of the event that last set it. */
export type FieldGroup =
  'account' | 'account_status' | 'profile' | 'answers' | 'questionnaire_status';

const CASTS: Record<string, string> = {
  answers: 'jsonb',
  date_of_birth: 'date',
  height: 'integer',
  is_wali_verified: 'boolean',
};

/**
 * Sets one field group of a member unless a newer event already set it (an equal time applies,
 * so a redelivered event is harmless). Returns the row's new version, or null when the event was
 * older than what the row holds.
 */
export const applyFieldGroup = async (
  manager: EntityManager,
  userId: string,
  occurredAt: string,
  group: FieldGroup,
  values: Record<string, unknown>,
): Promise<string | null> => {
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
};

/** Marks members for recompute at a version; a newer mark replaces an older one. */
export const markDirty = async (
  manager: EntityManager,
  userIds: readonly string[],
  version: string,
): Promise<void> => {
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
};

export const nextVersion = async (manager: EntityManager): Promise<string> => {
  const rows: { version: string }[] = await manager.query(
    "SELECT nextval('candidates_version_seq')::text AS version",
  );
  const version = rows[0]?.version;
  if (!version) {
    throw new Error('candidates_version_seq gave no value');
  }
  return version;
};

export const isErased = async (manager: EntityManager, userId: string): Promise<boolean> => {
  const rows: unknown[] = await manager.query('SELECT 1 FROM erased_members WHERE user_id = $1', [
    userId,
  ]);
  return rows.length > 0;
};

/**
 * Erases everything held about a member: candidate row, matches, requests, stats, dirty mark.
 * Only the id stays (erased_members) so a late event cannot recreate the member. Returns the
 * members who lost a match with them (their lists must be recomputed).
 */
export const eraseMember = async (manager: EntityManager, userId: string): Promise<string[]> => {
  await takeVersionLock(manager);
  const version = await nextVersion(manager);
  await manager.query(
    `INSERT INTO erased_members (user_id, version) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version`,
    [userId, version],
  );
  await manager.query('DELETE FROM match_requests WHERE requester_id = $1 OR target_id = $1', [
    userId,
  ]);
  const [removed] = await manager.query<[{ partner: string }[], number]>(
    `DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1
     RETURNING CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS partner`,
    [userId],
  );
  await manager.query('DELETE FROM member_stats WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM dirty_members WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM candidates WHERE user_id = $1', [userId]);
  const partners = [...new Set(removed.map((row) => row.partner))];
  await markDirty(manager, partners, version);
  return partners;
};
