import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountCourse1763700001400 implements MigrationInterface {
  name = 'AccountCourse1763700001400';

  async up(runner: QueryRunner): Promise<void> {
    // The course service's word (course.certification.changed); course_changed_at orders the events.
    await runner.query(`
      ALTER TABLE accounts
        ADD COLUMN has_completed_marriage_course boolean NOT NULL DEFAULT false,
        ADD COLUMN is_marriage_course_certified boolean NOT NULL DEFAULT false,
        ADD COLUMN marriage_course_completion_date timestamptz,
        ADD COLUMN course_changed_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE accounts
        DROP COLUMN course_changed_at,
        DROP COLUMN marriage_course_completion_date,
        DROP COLUMN is_marriage_course_certified,
        DROP COLUMN has_completed_marriage_course`);
  }
}
