import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecomputeTuning1763700000530 implements MigrationInterface {
  name = 'RecomputeTuning1763700000530';

  async up(runner: QueryRunner): Promise<void> {
    // The transaction that last wrote each member's cutoff. A worker keeps every cutoff in memory
    // and catches up with "rows written by transactions not visible in my last read's snapshot":
    // unlike a sequence, this misses no row whose transaction took its number early and
    // committed late.
    await runner.query(
      'ALTER TABLE member_stats ADD COLUMN written_xid xid8 NOT NULL DEFAULT pg_current_xact_id()',
    );
    await runner.query('CREATE INDEX member_stats_written_xid_idx ON member_stats (written_xid)');
    // Recomputes rewrite score, mask and generation of existing pairs, none of them indexed:
    // free room on each page lets those updates stay on the page (HOT) without new index entries.
    await runner.query('ALTER TABLE matches SET (fillfactor = 70)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE matches RESET (fillfactor)');
    await runner.query('DROP INDEX member_stats_written_xid_idx');
    await runner.query('ALTER TABLE member_stats DROP COLUMN written_xid');
  }
}
