import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PairWritesLock1763700004100 implements MigrationInterface {
  name = 'PairWritesLock1763700004100';

  async up(runner: QueryRunner): Promise<void> {
    // The pairs' keys to candidates checked every written row one by one (two lookups and two
    // row locks per pair), close to half the cost of a full recompute's writes. Their guarantee,
    // that no pair of an erased member survives a worker writing at that moment, now comes from
    // a lock instead: pair writes hold it shared and check both members exist, an erasure holds
    // it exclusively while it deletes the member's pairs and row (MatchesRepository).
    await runner.query(`
      ALTER TABLE matches
        DROP CONSTRAINT matches_user1_id_fkey,
        DROP CONSTRAINT matches_user2_id_fkey`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE matches
        ADD CONSTRAINT matches_user1_id_fkey
          FOREIGN KEY (user1_id) REFERENCES candidates (user_id) ON DELETE CASCADE,
        ADD CONSTRAINT matches_user2_id_fkey
          FOREIGN KEY (user2_id) REFERENCES candidates (user_id) ON DELETE CASCADE`);
  }
}
