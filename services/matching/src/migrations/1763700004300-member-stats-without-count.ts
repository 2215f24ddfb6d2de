import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberStatsWithoutCount1763700004300 implements MigrationInterface {
  name = 'MemberStatsWithoutCount1763700004300';

  async up(runner: QueryRunner): Promise<void> {
    // Nothing read it (the dashboard counts the matches rows), and a full recompute's chunk no
    // longer scores every candidate of a member, only those that can reach the member's best.
    await runner.query('ALTER TABLE member_stats DROP COLUMN match_count');
  }

  async down(runner: QueryRunner): Promise<void> {
    // The count is not kept any more; the next recompute of each member leaves 0 behind.
    await runner.query(
      'ALTER TABLE member_stats ADD COLUMN match_count integer NOT NULL DEFAULT 0',
    );
  }
}
