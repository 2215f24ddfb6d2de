import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountMembership1763700001300 implements MigrationInterface {
  name = 'AccountMembership1763700001300';

  async up(runner: QueryRunner): Promise<void> {
    // The tier billing announces (billing.membership.changed); changed_at orders the events.
    await runner.query(`
      ALTER TABLE accounts
        ADD COLUMN membership_tier varchar(10) NOT NULL DEFAULT 'free',
        ADD COLUMN membership_start_date timestamptz,
        ADD COLUMN membership_end_date timestamptz,
        ADD COLUMN membership_changed_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE accounts
        DROP COLUMN membership_changed_at,
        DROP COLUMN membership_end_date,
        DROP COLUMN membership_start_date,
        DROP COLUMN membership_tier`);
  }
}
