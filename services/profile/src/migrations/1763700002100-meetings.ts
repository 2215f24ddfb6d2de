import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One meeting arrangement per accepted match: its fee's payment state (driven by billing's
 * order events only), the members' proposal and the date and venue the team records.
 */
export class Meetings1763700002100 implements MigrationInterface {
  name = 'Meetings1763700002100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE meetings (
        id uuid PRIMARY KEY,
        match_id uuid NOT NULL,
        member_ids uuid[] NOT NULL CHECK (cardinality(member_ids) = 2),
        status varchar(20) NOT NULL DEFAULT 'not_started'
          CHECK (status IN ('not_started', 'processing', 'completed')),
        fee integer NOT NULL CHECK (fee >= 0),
        included boolean NOT NULL DEFAULT false,
        paid_by uuid,
        order_id uuid,
        paid_at timestamptz,
        proposal_dates date[],
        proposal_area varchar(200),
        proposed_by uuid,
        proposed_at timestamptz,
        arranged_date timestamptz,
        arranged_venue varchar(300),
        arranged_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT meetings_match_id_key UNIQUE (match_id),
        CONSTRAINT meetings_paid_check CHECK ((status = 'completed') = (paid_at IS NOT NULL)),
        CONSTRAINT meetings_payer_check CHECK (status = 'not_started' OR paid_by IS NOT NULL),
        CONSTRAINT meetings_proposal_check CHECK (
          (proposal_dates IS NULL) = (proposal_area IS NULL)
          AND (proposal_dates IS NULL) = (proposed_at IS NULL)
          AND (proposal_dates IS NULL OR cardinality(proposal_dates) BETWEEN 1 AND 3)),
        CONSTRAINT meetings_arranged_check CHECK (
          (arranged_date IS NULL) = (arranged_venue IS NULL)
          AND (arranged_date IS NULL) = (arranged_at IS NULL))
      )`);
    await runner.query('CREATE INDEX meetings_member_ids ON meetings USING gin (member_ids)');
    await runner.query(
      "CREATE INDEX meetings_paid ON meetings (paid_at) WHERE status = 'completed'",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE meetings');
  }
}
