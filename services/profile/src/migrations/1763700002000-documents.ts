import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Documents1763700002000 implements MigrationInterface {
  name = 'Documents1763700002000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE member_accounts (
        user_id uuid PRIMARY KEY,
        username varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        type varchar(20) NOT NULL CHECK (type IN
          ('face_photo', 'full_body_photo', 'casual_photo', 'id_document', 'proof_of_address')),
        status varchar(10) NOT NULL CHECK (status IN ('requested', 'submitted', 'approved')),
        notes varchar(500),
        content_type varchar(50) NOT NULL
          CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
        size integer NOT NULL CHECK (size > 0),
        issue_date date,
        uploaded_at timestamptz NOT NULL,
        reviewed_at timestamptz,
        reviewed_by uuid,
        delete_at timestamptz NOT NULL,
        file_deleted_at timestamptz,
        UNIQUE (user_id, type)
      )`);
    await runner.query(
      "CREATE INDEX documents_awaiting_review ON documents (uploaded_at) WHERE status = 'submitted'",
    );
    await runner.query(
      'CREATE INDEX documents_file_due ON documents (delete_at) WHERE file_deleted_at IS NULL',
    );
    await runner.query(`
      CREATE TABLE document_blobs (
        document_id uuid PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
        ciphertext bytea NOT NULL,
        iv bytea NOT NULL,
        auth_tag bytea NOT NULL,
        wrapped_key bytea NOT NULL,
        key_id varchar(32) NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE document_access_log (
        id bigserial PRIMARY KEY,
        document_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        admin_id uuid,
        viewed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX document_access_log_owner ON document_access_log (owner_id)');
    await runner.query('CREATE INDEX document_access_log_admin ON document_access_log (admin_id)');
    await runner.query(`
      CREATE TABLE document_verifications (
        user_id uuid PRIMARY KEY,
        is_verified boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE document_matches (
        id uuid PRIMARY KEY,
        user_a uuid NOT NULL,
        user_b uuid NOT NULL,
        accepted_at timestamptz NOT NULL,
        closed_at timestamptz,
        CHECK (user_a <> user_b)
      )`);
    await runner.query('CREATE INDEX document_matches_user_a ON document_matches (user_a)');
    await runner.query('CREATE INDEX document_matches_user_b ON document_matches (user_b)');
    await runner.query(`
      CREATE TABLE match_reveals (
        match_id uuid NOT NULL REFERENCES document_matches (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        reveal boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (match_id, user_id)
      )`);
    await runner.query('CREATE INDEX match_reveals_user ON match_reveals (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'match_reveals',
      'document_matches',
      'document_verifications',
      'document_access_log',
      'document_blobs',
      'documents',
      'member_accounts',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
