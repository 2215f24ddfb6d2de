import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeEmails1763700001010 implements MigrationInterface {
  name = 'NoticeEmails1763700001010';

  async up(runner: QueryRunner): Promise<void> {
    // Transactional notices other services ask for (messaging.email.requested). The dedupe hash
    // (sha256 of the requester's dedupeKey, which may hold ids) makes a redelivered request
    // write nothing, so nothing is sent twice.
    await runner.query(`
      ALTER TABLE sent_emails
        DROP CONSTRAINT sent_emails_email_type_check,
        ADD CONSTRAINT sent_emails_email_type_check
          CHECK (email_type IN ('response', 'compose', 'notice')),
        ADD COLUMN notice_kind varchar(20),
        ADD COLUMN dedupe_hash char(64)`);
    await runner.query(
      'CREATE UNIQUE INDEX sent_emails_dedupe_hash_key ON sent_emails (dedupe_hash)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query("DELETE FROM sent_emails WHERE email_type = 'notice'");
    await runner.query(`
      ALTER TABLE sent_emails
        DROP COLUMN dedupe_hash,
        DROP COLUMN notice_kind,
        DROP CONSTRAINT sent_emails_email_type_check,
        ADD CONSTRAINT sent_emails_email_type_check
          CHECK (email_type IN ('response', 'compose'))`);
  }
}
