import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountVerified1763700002120 implements MigrationInterface {
  name = 'AccountVerified1763700002120';

  async up(runner: QueryRunner): Promise<void> {
    // The profile service's word (profile.verification.changed); verification_changed_at orders
    // the events.
    await runner.query(`
      ALTER TABLE accounts
        ADD COLUMN is_verified boolean NOT NULL DEFAULT false,
        ADD COLUMN verification_changed_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE accounts
        DROP COLUMN verification_changed_at,
        DROP COLUMN is_verified`);
  }
}
