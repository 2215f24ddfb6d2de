import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CandidateCertification1763700001410 implements MigrationInterface {
  name = 'CandidateCertification1763700001410';

  async up(runner: QueryRunner): Promise<void> {
    // is_certified follows the course service (course.certification.changed): its own field
    // group, stamped with the event's changedAt so an older change arriving late changes nothing.
    await runner.query('ALTER TABLE candidates ADD COLUMN certification_at timestamptz');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE candidates DROP COLUMN certification_at');
  }
}
