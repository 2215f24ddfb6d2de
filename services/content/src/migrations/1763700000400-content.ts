import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1763700000400 implements MigrationInterface {
  name = 'Content1763700000400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE site_settings (
        id uuid PRIMARY KEY,
        key varchar(50) NOT NULL CONSTRAINT site_settings_key_key UNIQUE
          CHECK (key ~ '^[a-z0-9-]+$'),
        value varchar(2000) NOT NULL,
        last_updated timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    await runner.query(`
      CREATE TABLE site_content (
        id uuid PRIMARY KEY,
        key varchar(50) NOT NULL CONSTRAINT site_content_key_key UNIQUE
          CHECK (key ~ '^[a-z0-9-]+$'),
        title varchar(200) NOT NULL,
        content text NOT NULL,
        last_updated timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    await runner.query(`
      CREATE TABLE site_images (
        id uuid PRIMARY KEY,
        category varchar(20) NOT NULL CHECK (category IN ('service-hero', 'testimonial', 'logo')),
        filename varchar(60) NOT NULL CONSTRAINT site_images_filename_key UNIQUE,
        title varchar(200) NOT NULL,
        alt varchar(300) NOT NULL DEFAULT '',
        content_type varchar(30) NOT NULL
          CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
        size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Images are already compressed: store them out of line without another compression pass.
    await runner.query('ALTER TABLE site_images ALTER COLUMN data SET STORAGE EXTERNAL');
    await runner.query(
      'CREATE INDEX site_images_category_created_idx ON site_images (category, created_at)',
    );
    await runner.query(`
      CREATE TABLE contact_submissions (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'unread'
          CHECK (status IN ('unread', 'read', 'responded')),
        submitted_at timestamptz NOT NULL DEFAULT now(),
        ip_address varchar(64),
        user_agent varchar(500),
        admin_notes text,
        responded_at timestamptz
      )`);
    await runner.query(
      'CREATE INDEX contact_submissions_submitted_idx ON contact_submissions (submitted_at DESC)',
    );
    await runner.query(`
      CREATE TABLE sent_emails (
        id uuid PRIMARY KEY,
        to_address varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        email_type varchar(10) NOT NULL CHECK (email_type IN ('response', 'compose')),
        sent_at timestamptz NOT NULL DEFAULT now(),
        delivery_status varchar(10) NOT NULL DEFAULT 'queued'
          CHECK (delivery_status IN ('queued', 'sent', 'failed')),
        delivered_at timestamptz,
        failure_reason text,
        contact_submission_id uuid REFERENCES contact_submissions (id) ON DELETE SET NULL,
        sent_by uuid
      )`);
    await runner.query('CREATE INDEX sent_emails_sent_at_idx ON sent_emails (sent_at DESC)');
    // The sweep looks only at rows still waiting for delivery.
    await runner.query(
      "CREATE INDEX sent_emails_queued_idx ON sent_emails (sent_at) WHERE delivery_status = 'queued'",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE sent_emails');
    await runner.query('DROP TABLE contact_submissions');
    await runner.query('DROP TABLE site_images');
    await runner.query('DROP TABLE site_content');
    await runner.query('DROP TABLE site_settings');
  }
}
