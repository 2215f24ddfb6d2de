import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763700000100 implements MigrationInterface {
  name = 'Accounts1763700000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY,
        username varchar(30) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'seeker' CHECK (role IN ('seeker', 'wali', 'admin')),
        approval_status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (approval_status IN ('pending', 'approved', 'rejected')),
        is_email_verified boolean NOT NULL DEFAULT false,
        marketing_consent boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_active timestamptz
      )`);
    await runner.query('CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username))');
    await runner.query('CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE accounts');
  }
}
