const UNIQUE_VIOLATION = '23505';

/** The constraint a Postgres unique violation names, or null for any other error. */
export const uniqueViolationOf = (error: unknown): string | null => {
  const candidate = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const source = candidate.driverError ?? candidate;
  return source.code === UNIQUE_VIOLATION ? (source.constraint ?? 'unknown') : null;
};
