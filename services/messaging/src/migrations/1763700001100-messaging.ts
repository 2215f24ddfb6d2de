import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Messaging1763700001100 implements MigrationInterface {
  name = 'Messaging1763700001100';

  async up(runner: QueryRunner): Promise<void> {
    // The accounts messaging needs to name people and email them, fed by identity's events.
    await runner.query(`
      CREATE TABLE members (
        user_id uuid PRIMARY KEY,
        username varchar(100) NOT NULL,
        email varchar(320) NOT NULL,
        role varchar(10) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Hashes of erased members' ids: a late event about them must not bring them back, and the
    // id itself must not stay in the database.
    await runner.query(`
      CREATE TABLE erased_members (
        id_hash char(64) PRIMARY KEY,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A support thread has the member in member_a and no member_b; a member conversation holds
    // the pair in id order (member_a < member_b). A deleted member's side becomes NULL.
    await runner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(10) NOT NULL CHECK (kind IN ('support', 'member')),
        member_a uuid,
        member_b uuid,
        closed boolean NOT NULL DEFAULT false,
        closed_reason varchar(20) CHECK (closed_reason IN ('blocked', 'match-ended')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz,
        CHECK (kind = 'member' OR member_b IS NULL),
        CHECK (member_a IS NULL OR member_b IS NULL OR member_a < member_b),
        CHECK (closed = (closed_reason IS NOT NULL))
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX conversations_support_member_key ON conversations (member_a)
       WHERE kind = 'support'`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX conversations_member_pair_key ON conversations (member_a, member_b)
       WHERE kind = 'member'`,
    );
    await runner.query('CREATE INDEX conversations_member_b_idx ON conversations (member_b)');
    await runner.query(
      'CREATE INDEX conversations_last_message_idx ON conversations (last_message_at)',
    );
    await runner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id uuid,
        receiver_id uuid,
        from_support boolean NOT NULL DEFAULT false,
        content varchar(2000) NOT NULL CHECK (length(btrim(content)) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        is_flagged boolean NOT NULL DEFAULT false,
        flag_reasons text[] NOT NULL DEFAULT '{}',
        is_first_contact boolean NOT NULL DEFAULT false,
        removed_at timestamptz,
        removed_by uuid
      )`);
    await runner.query('CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq)');
    await runner.query('CREATE INDEX messages_sender_idx ON messages (sender_id, created_at)');
    await runner.query(
      'CREATE INDEX messages_unread_idx ON messages (receiver_id) WHERE read_at IS NULL',
    );
    await runner.query('CREATE INDEX messages_seq_idx ON messages (seq)');
    await runner.query(`
      CREATE TABLE message_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        -- NULL: the automatic screening of first contacts queued the message.
        reporter_id uuid,
        reason varchar(30) NOT NULL,
        note varchar(500),
        status varchar(10) NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'dismissed', 'actioned')),
        action varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        handled_by uuid,
        CONSTRAINT message_reports_once_key UNIQUE (message_id, reporter_id)
      )`);
    await runner.query('CREATE INDEX message_reports_status_idx ON message_reports (status)');
    await runner.query(`
      CREATE TABLE member_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL,
        reporter_id uuid NOT NULL,
        reason varchar(30) NOT NULL,
        note varchar(500),
        status varchar(10) NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'dismissed', 'actioned')),
        action varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        handled_by uuid
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX member_reports_open_key ON member_reports (member_id, reporter_id)
       WHERE status = 'open'`,
    );
    await runner.query(`
      CREATE TABLE blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    await runner.query('CREATE INDEX blocks_blocked_idx ON blocks (blocked_id)');
    // No row means every kind is on.
    await runner.query(`
      CREATE TABLE notification_preferences (
        user_id uuid PRIMARY KEY,
        match_request boolean NOT NULL DEFAULT true,
        request_accepted boolean NOT NULL DEFAULT true,
        new_message boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails asked of the content service: one per cause, and the hourly new-message limit.
    await runner.query(`
      CREATE TABLE email_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        conversation_id uuid,
        kind varchar(20) NOT NULL,
        dedupe_key varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_log_dedupe_key UNIQUE (dedupe_key)
      )`);
    await runner.query(
      'CREATE INDEX email_log_conversation_idx ON email_log (user_id, conversation_id, created_at)',
    );
    await runner.query(`
      CREATE TABLE messaging_audit (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid,
        action varchar(30) NOT NULL,
        conversation_id uuid,
        detail varchar(300),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX messaging_audit_at_idx ON messaging_audit (at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'messaging_audit',
      'email_log',
      'notification_preferences',
      'blocks',
      'member_reports',
      'message_reports',
      'messages',
      'conversations',
      'erased_members',
      'members',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
