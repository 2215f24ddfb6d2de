import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactor1763700004000 implements MigrationInterface {
  name = 'TwoFactor1763700004000';

  async up(runner: QueryRunner): Promise<void> {
    // One row per account that started enrolling: the secret is sealed with the service's key;
    // enabled_at stays null until a first code confirmed it. last_used_step is the time step of
    // the last code accepted, so each code works once.
    await runner.query(`
      CREATE TABLE account_two_factor (
        account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        created_at timestamptz NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint
      )`);
    // Only a keyed hash of each recovery code is kept; used_at makes each code work once.
    await runner.query(`
      CREATE TABLE account_recovery_codes (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz,
        UNIQUE (account_id, code_hash)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account_recovery_codes');
    await runner.query('DROP TABLE account_two_factor');
  }
}
