import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberTiers1763700001310 implements MigrationInterface {
  name = 'MemberTiers1763700001310';

  async up(runner: QueryRunner): Promise<void> {
    // Each member's tier as billing announced it (billing.membership.changed). Its own table, not
    // a candidates column: a tier does not change scores, so it takes no version and no recompute,
    // and it may arrive before the member's registration. No row: free.
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
