import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountSuspension1763700001000 implements MigrationInterface {
  name = 'AccountSuspension1763700001000';

  async up(runner: QueryRunner): Promise<void> {
    // A suspended account cannot sign in and its sessions end; the reason is for the team only.
    await runner.query(`
      ALTER TABLE accounts
        ADD COLUMN is_suspended boolean NOT NULL DEFAULT false,
        ADD COLUMN suspended_at timestamptz,
        ADD COLUMN suspended_by uuid,
        ADD COLUMN suspension_reason text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE accounts
        DROP COLUMN suspension_reason,
        DROP COLUMN suspended_by,
        DROP COLUMN suspended_at,
        DROP COLUMN is_suspended`);
  }
}
