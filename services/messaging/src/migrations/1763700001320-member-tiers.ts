import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberTiers1763700001320 implements MigrationInterface {
  name = 'MemberTiers1763700001320';

  async up(runner: QueryRunner): Promise<void> {
    // Each member's tier as billing announced it (billing.membership.changed), kept apart from
    // members: it may arrive before the registration that creates the member row. No row: free.
    await runner.query(`
      CREATE TABLE member_tiers (
        user_id uuid PRIMARY KEY,
        tier varchar(10) NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE member_tiers');
  }
}
