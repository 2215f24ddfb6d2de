import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactExchange1763700001400 implements MigrationInterface {
  name = 'ContactExchange1763700001400';

  async up(runner: QueryRunner): Promise<void> {
    // What a member chooses to share with the match they exchange contact details with.
    await runner.query(`
      CREATE TABLE contact_cards (
        user_id uuid PRIMARY KEY,
        phone varchar(30),
        email varchar(254),
        other varchar(200),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (phone IS NOT NULL OR email IS NOT NULL OR other IS NOT NULL)
      )`);
    // One exchange per member conversation, opened by a member whose tier includes it; the
    // opener's allowance is counted here. Each open and reveal is also in messaging_audit.
    await runner.query(`
      CREATE TABLE contact_exchanges (
        conversation_id uuid PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
        opened_by uuid NOT NULL,
        opened_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      'CREATE INDEX contact_exchanges_opened_by_idx ON contact_exchanges (opened_by)',
    );
    // Each member's reveal of their card to the partner of an open exchange.
    await runner.query(`
      CREATE TABLE contact_reveals (
        conversation_id uuid NOT NULL REFERENCES contact_exchanges (conversation_id)
          ON DELETE CASCADE,
        user_id uuid NOT NULL,
        revealed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (conversation_id, user_id)
      )`);
    await runner.query('CREATE INDEX contact_reveals_user_idx ON contact_reveals (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE contact_reveals');
    await runner.query('DROP TABLE contact_exchanges');
    await runner.query('DROP TABLE contact_cards');
  }
}
