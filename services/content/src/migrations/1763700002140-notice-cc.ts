import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeCc1763700002140 implements MigrationInterface {
  name = 'NoticeCc1763700002140';

  async up(runner: QueryRunner): Promise<void> {
    // A notice may copy others (the profile service's meeting emails copy the members' walis).
    await runner.query(`
      ALTER TABLE sent_emails
        ADD COLUMN cc_addresses varchar(254)[] CHECK (cardinality(cc_addresses) <= 5)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE sent_emails DROP COLUMN cc_addresses');
  }
}
