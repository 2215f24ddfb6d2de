import { randomUUID } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { privacyPolicy } from './texts/privacy-policy';
import { termsOfService } from './texts/terms-of-service';

/** What a fresh installation shows before an admin edits anything. */
export const defaultSettings: Record<string, string> = {
  'site-name': 'Mithaq',
  'header-logo': 'text-logo',
  'footer-logo': 'text-logo',
  'contact-name': 'Mithaq Introductions Team',
  'contact-email': 'hello@mithaq.co.uk',
  // 01632 960xxx is Ofcom's range reserved for fiction: it rings nobody until replaced.
  'contact-phone': '01632 960 418',
  'contact-address': 'Suite 4, Centre Square, Middlesbrough, TS1 2BF, United Kingdom',
  'contact-hours': 'Monday to Friday, 9:30am to 5:30pm; Saturday, 10:00am to 1:00pm',
  'contact-website': 'https://www.mithaq.co.uk',
};

export const defaultContent = [
  { key: 'privacy-policy', ...privacyPolicy },
  { key: 'terms-of-service', ...termsOfService },
];

/** Existing keys are left alone (ON CONFLICT DO NOTHING), so an admin's edits are never undone. */
export class ContentDefaults1763700000410 implements MigrationInterface {
  name = 'ContentDefaults1763700000410';

  async up(runner: QueryRunner): Promise<void> {
    for (const [key, value] of Object.entries(defaultSettings)) {
      await runner.query(
        `INSERT INTO site_settings (id, key, value) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO NOTHING`,
        [randomUUID(), key, value],
      );
    }
    for (const page of defaultContent) {
      await runner.query(
        `INSERT INTO site_content (id, key, title, content) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO NOTHING`,
        [randomUUID(), page.key, page.title, page.html],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DELETE FROM site_settings WHERE key = ANY($1) AND updated_by IS NULL', [
      Object.keys(defaultSettings),
    ]);
    await runner.query('DELETE FROM site_content WHERE key = ANY($1) AND updated_by IS NULL', [
      defaultContent.map((page) => page.key),
    ]);
  }
}
