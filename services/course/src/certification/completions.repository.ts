import type { CourseCertification } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

interface CompletionRow {
  user_id: string;
  completed_at: Date;
  certified: boolean;
}

export const certificationOf = (
  userId: string,
  row: CompletionRow | undefined,
): CourseCertification => ({
  userId,
  hasCompletedMarriageCourse: row !== undefined,
  isMarriageCourseCertified: row?.certified ?? false,
  marriageCourseCompletionDate: row ? row.completed_at.toISOString() : null,
});

/** Members who completed the course, and whether they are certified. */
@Injectable()
export class CompletionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CourseCertification> {
    const rows: CompletionRow[] = await manager.query(
      'SELECT * FROM course_completions WHERE user_id = $1',
      [userId],
    );
    return certificationOf(userId, rows[0]);
  }

  async all(): Promise<Map<string, CourseCertification>> {
    const rows: CompletionRow[] = await this.dataSource.query('SELECT * FROM course_completions');
    return new Map(rows.map((row) => [row.user_id, certificationOf(row.user_id, row)]));
  }

  /** Records completion and certification once; returns true when this call recorded it. */
  async complete(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO course_completions (user_id, completed_at, certified) VALUES ($1, now(), true)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }
}
