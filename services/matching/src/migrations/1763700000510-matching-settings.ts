import { DEFAULT_MATCH_WEIGHTS, matchFactorKeys, matchFactorLabels } from '@mithaq/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The default weights and thresholds (high 75, medium 50, low 30). */
export class MatchingSettings1763700000510 implements MigrationInterface {
  name = 'MatchingSettings1763700000510';

  async up(runner: QueryRunner): Promise<void> {
    for (const factor of matchFactorKeys) {
      const label = matchFactorLabels[factor];
      await runner.query(
        `INSERT INTO algorithm_settings (factor, weight, description, display_name)
         VALUES ($1, $2, $3, $4) ON CONFLICT (factor) DO NOTHING`,
        [factor, DEFAULT_MATCH_WEIGHTS[factor], label.description, label.displayName],
      );
    }
    const thresholds = [
      ['high', 75, 100, 'Highly compatible: strong agreement on what matters most'],
      ['medium', 50, 74, 'Compatible on many important areas'],
      ['low', 30, 49, 'Some common ground; the lowest score shown as a match'],
    ] as const;
    for (const [level, min, max, description] of thresholds) {
      await runner.query(
        `INSERT INTO compatibility_thresholds (level, min_score, max_score, description)
         VALUES ($1, $2, $3, $4) ON CONFLICT (level) DO NOTHING`,
        [level, min, max, description],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DELETE FROM compatibility_thresholds');
    await runner.query('DELETE FROM algorithm_settings');
  }
}
