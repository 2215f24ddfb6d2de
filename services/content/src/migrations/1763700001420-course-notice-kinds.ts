import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CourseNoticeKinds1763700001420 implements MigrationInterface {
  name = 'CourseNoticeKinds1763700001420';

  async up(runner: QueryRunner): Promise<void> {
    // The course service's notices (course.email.requested) have longer kinds, such as
    // 'course-booking-confirmed'.
    await runner.query('ALTER TABLE sent_emails ALTER COLUMN notice_kind TYPE varchar(40)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'UPDATE sent_emails SET notice_kind = left(notice_kind, 20) WHERE length(notice_kind) > 20',
    );
    await runner.query('ALTER TABLE sent_emails ALTER COLUMN notice_kind TYPE varchar(20)');
  }
}
