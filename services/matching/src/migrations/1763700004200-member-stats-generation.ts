import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberStatsGeneration1763700004200 implements MigrationInterface {
  name = 'MemberStatsGeneration1763700004200';

  async up(runner: QueryRunner): Promise<void> {
    // The settings generation a member's cutoff was computed for. A full recompute's chunk skips
    // a pair its partner's cutoff of the same generation already keeps: that partner's own write
    // stored it, so each pair is written once instead of by both members' chunks.
    await runner.query('ALTER TABLE member_stats ADD COLUMN generation bigint NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE member_stats DROP COLUMN generation');
  }
}
