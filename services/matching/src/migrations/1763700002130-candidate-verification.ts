import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CandidateVerification1763700002130 implements MigrationInterface {
  name = 'CandidateVerification1763700002130';

  async up(runner: QueryRunner): Promise<void> {
    // is_verified follows the profile service (profile.verification.changed): its own field
    // group, stamped with the event's changedAt so an older change arriving late changes nothing.
    await runner.query(`
      ALTER TABLE candidates
        ADD COLUMN is_verified boolean NOT NULL DEFAULT false,
        ADD COLUMN verification_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE candidates DROP COLUMN verification_at, DROP COLUMN is_verified`);
  }
}
