import {
  isPostgresError,
  PostgresErrorCode,
  postgresFailureOf,
  uniqueViolationOf,
} from './postgres-errors';

/** The shape TypeORM's QueryFailedError gives a driver error. */
const wrapped = (code: string, constraint?: string): Error =>
  Object.assign(new Error('query failed'), {
    code,
    driverError: Object.assign(new Error('pg'), { code, constraint }),
  });

describe('Postgres error decoding', () => {
  it('reads the code and constraint from a TypeORM-wrapped and a raw driver error', () => {
    expect(postgresFailureOf(wrapped('23505', 'accounts_email_key'))).toEqual({
      code: '23505',
      constraint: 'accounts_email_key',
    });
    expect(postgresFailureOf({ code: '23503' })).toEqual({ code: '23503', constraint: null });
  });

  it('is null for anything that is not a Postgres error', () => {
    for (const error of [null, undefined, 'boom', 42, new Error('plain'), { code: 7 }]) {
      expect(postgresFailureOf(error)).toBeNull();
      expect(uniqueViolationOf(error)).toBeNull();
    }
  });

  it('names the constraint of a unique violation, and only of one', () => {
    expect(uniqueViolationOf(wrapped('23505', 'site_settings_key_key'))).toBe(
      'site_settings_key_key',
    );
    expect(uniqueViolationOf(wrapped('23505'))).toBe('unknown');
    expect(uniqueViolationOf(wrapped('23503', 'fk_user'))).toBeNull();
  });

  it('matches a code, and a constraint when one is asked for', () => {
    const error = wrapped('23505', 'one_pending_per_pair');
    expect(isPostgresError(error, PostgresErrorCode.UniqueViolation)).toBe(true);
    expect(isPostgresError(error, PostgresErrorCode.UniqueViolation, 'one_pending_per_pair')).toBe(
      true,
    );
    expect(isPostgresError(error, PostgresErrorCode.UniqueViolation, 'other')).toBe(false);
    expect(isPostgresError(error, PostgresErrorCode.ForeignKeyViolation)).toBe(false);
  });
});
