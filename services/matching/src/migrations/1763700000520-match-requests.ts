import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchRequests1763700000520 implements MigrationInterface {
  name = 'MatchRequests1763700000520';

  async up(runner: QueryRunner): Promise<void> {
    // Both parties must be in the read model; erasing a member erases their requests with them.
    await runner.query(`
      CREATE TABLE match_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        requester_id uuid NOT NULL REFERENCES candidates (user_id) ON DELETE CASCADE,
        target_id uuid NOT NULL REFERENCES candidates (user_id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'accepted', 'declined', 'expired')),
        request_date timestamptz NOT NULL DEFAULT now(),
        response_date timestamptz,
        message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 500),
        admin_notes text CHECK (char_length(admin_notes) <= 2000),
        is_visible boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT match_requests_not_self CHECK (requester_id <> target_id)
      )`);
    // At most one pending request per pair whichever way it was sent, so two concurrent sends
    // (or two members asking each other at once) cannot both succeed.
    await runner.query(`
      CREATE UNIQUE INDEX match_requests_one_pending_per_pair
        ON match_requests (LEAST(requester_id, target_id), GREATEST(requester_id, target_id))
        WHERE status = 'pending'`);
    // The member lists (sent, received) read newest first.
    await runner.query(
      'CREATE INDEX match_requests_requester_idx ON match_requests (requester_id, request_date DESC)',
    );
    await runner.query(
      'CREATE INDEX match_requests_target_idx ON match_requests (target_id, request_date DESC)',
    );
    // The expiry sweep only looks at pending rows by age.
    await runner.query(
      "CREATE INDEX match_requests_pending_age_idx ON match_requests (request_date) WHERE status = 'pending'",
    );
    // The admin list, optionally filtered by status, newest first.
    await runner.query(
      'CREATE INDEX match_requests_status_date_idx ON match_requests (status, request_date DESC)',
    );
    await runner.query(
      'CREATE INDEX match_requests_request_date_idx ON match_requests (request_date DESC)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE match_requests');
  }
}
