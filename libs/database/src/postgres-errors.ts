/** The Postgres error codes the services act on. */
export const PostgresErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  SerializationFailure: '40001',
  DeadlockDetected: '40P01',
  DuplicateDatabase: '42P04',
  TooManyConnections: '53300',
} as const;
export type PostgresErrorCode = (typeof PostgresErrorCode)[keyof typeof PostgresErrorCode];

/** What a refused statement says: its SQLSTATE code and the constraint it broke, if any. */
export interface PostgresFailure {
  code: string;
  constraint: string | null;
}

interface DriverFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * The Postgres failure behind `error`, or null when it is not one. TypeORM wraps the driver's
 * error in a QueryFailedError that carries it as `driverError`; a raw `pg` error is read as is.
 */
export const postgresFailureOf = (error: unknown): PostgresFailure | null => {
  if (typeof error !== 'object' || error === null) {
    return null;
  }
  const wrapped = (error as { driverError?: unknown }).driverError;
  const source = (
    typeof wrapped === 'object' && wrapped !== null ? wrapped : error
  ) as DriverFields;
  if (typeof source.code !== 'string') {
    return null;
  }
  return {
    code: source.code,
    constraint: typeof source.constraint === 'string' ? source.constraint : null,
  };
};

/** True when `error` is Postgres refusing with `code`, on `constraint` when one is given. */
export const isPostgresError = (
  error: unknown,
  code: PostgresErrorCode,
  constraint?: string,
): boolean => {
  const failure = postgresFailureOf(error);
  return (
    failure !== null &&
    failure.code === code &&
    (constraint === undefined || failure.constraint === constraint)
  );
};

/** The constraint a unique violation names ('unknown' when it names none), or null otherwise. */
export const uniqueViolationOf = (error: unknown): string | null => {
  const failure = postgresFailureOf(error);
  return failure?.code === PostgresErrorCode.UniqueViolation
    ? (failure.constraint ?? 'unknown')
    : null;
};
