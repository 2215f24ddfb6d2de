import type { EntityManager } from 'typeorm';

/**
 * The rows an UPDATE or DELETE ... RETURNING gave back (TypeORM answers such statements on
 * Postgres with [rows, count]).
 */
export const changedRows = async <T>(
  manager: EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> => {
  const [rows]: [T[], number] = await manager.query(sql, params);
  return rows;
};
