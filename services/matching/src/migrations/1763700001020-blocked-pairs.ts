import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BlockedPairs1763700001020 implements MigrationInterface {
  name = 'BlockedPairs1763700001020';

  async up(runner: QueryRunner): Promise<void> {
    // Each member's block of another, as messaging announced it (blocked or lifted), stamped with
    // the occurredAt of the event that set it so a late event never undoes a newer one. No
    // foreign key: a block holds whether or not either member is in the read model yet. A pair
    // is blocked while either side's row says so; erasing a member erases their rows.
    await runner.query(`
      CREATE TABLE blocked_pairs (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        is_blocked boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (blocker_id, blocked_id),
        CONSTRAINT blocked_pairs_not_self CHECK (blocker_id <> blocked_id)
      )`);
    await runner.query('CREATE INDEX blocked_pairs_blocked_idx ON blocked_pairs (blocked_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE blocked_pairs');
  }
}
