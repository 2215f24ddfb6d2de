import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Matching1763700000500 implements MigrationInterface {
  name = 'Matching1763700000500';

  async up(runner: QueryRunner): Promise<void> {
    // One counter orders every read-model change (candidate rows, erasures, dirty marks), so a
    // worker's in-memory pool can catch up with "everything after version v".
    await runner.query('CREATE SEQUENCE candidates_version_seq');
    // The read model, fed only by identity and profile events. Each field group carries the
    // occurredAt of the event that last set it, so an older event arriving late changes nothing.
    await runner.query(`
      CREATE TABLE candidates (
        user_id uuid PRIMARY KEY,
        username varchar(50),
        email varchar(255),
        role varchar(10),
        full_name varchar(100),
        gender varchar(10) CHECK (gender IN ('male', 'female')),
        looking_for varchar(10) CHECK (looking_for IN ('male', 'female')),
        date_of_birth date,
        nationality varchar(100),
        ethnicity varchar(100),
        country_of_residence varchar(100),
        marital_status varchar(10),
        practice_level varchar(30),
        occupation varchar(100),
        education_level varchar(100),
        height integer,
        islamic_sect varchar(10),
        bio text,
        is_wali_verified boolean NOT NULL DEFAULT false,
        is_certified boolean NOT NULL DEFAULT false,
        account_status text NOT NULL DEFAULT 'pending'
          CHECK (account_status IN ('pending', 'approved', 'rejected')),
        questionnaire_status text NOT NULL DEFAULT 'none'
          CHECK (questionnaire_status IN ('none', 'pending', 'approved', 'rejected')),
        answers jsonb,
        account_at timestamptz,
        account_status_at timestamptz,
        profile_at timestamptz,
        answers_at timestamptz,
        questionnaire_status_at timestamptz,
        is_eligible boolean GENERATED ALWAYS AS (
          role = 'seeker'
          AND account_status = 'approved'
          AND questionnaire_status = 'approved'
          AND answers IS NOT NULL
          AND username IS NOT NULL
          AND full_name IS NOT NULL
          AND gender IS NOT NULL
          AND looking_for IS NOT NULL
          AND date_of_birth IS NOT NULL
          AND ethnicity IS NOT NULL
          AND country_of_residence IS NOT NULL
          AND practice_level IS NOT NULL
        ) STORED,
        version bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX candidates_version_idx ON candidates (version)');
    await runner.query(
      'CREATE INDEX candidates_eligible_idx ON candidates (user_id) WHERE is_eligible',
    );
    // Erased members: only the id, so a late event about them cannot bring their data back.
    await runner.query(`
      CREATE TABLE erased_members (
        user_id uuid PRIMARY KEY,
        version bigint NOT NULL,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX erased_members_version_idx ON erased_members (version)');
    // Stored matches: one row per pair (user1 < user2); the foreign keys make it impossible to
    // keep a pair of a member who has been erased, whatever a worker was doing at that moment.
    await runner.query(`
      CREATE TABLE matches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user1_id uuid NOT NULL REFERENCES candidates (user_id) ON DELETE CASCADE,
        user2_id uuid NOT NULL REFERENCES candidates (user_id) ON DELETE CASCADE,
        compatibility_score smallint NOT NULL CHECK (compatibility_score BETWEEN 0 AND 100),
        factor_mask integer NOT NULL DEFAULT 0,
        is_hidden boolean NOT NULL DEFAULT false,
        user1_liked boolean NOT NULL DEFAULT false,
        user2_liked boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'pending',
        is_manually_adjusted boolean NOT NULL DEFAULT false,
        generation bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT matches_pair_unique UNIQUE (user1_id, user2_id),
        CONSTRAINT matches_pair_ordered CHECK (user1_id < user2_id)
      )`);
    await runner.query('CREATE INDEX matches_user2_idx ON matches (user2_id)');
    // Per member: the score a partner must reach to be within the member's top list (null when
    // the member has fewer matches than the limit, so any match qualifies).
    await runner.query(`
      CREATE TABLE member_stats (
        user_id uuid PRIMARY KEY REFERENCES candidates (user_id) ON DELETE CASCADE,
        cutoff_score smallint,
        cutoff_user_id uuid,
        match_count integer NOT NULL DEFAULT 0,
        computed_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A member whose matches must be recomputed. The row (not the queue) is the source of truth:
    // the worker removes it only when the version it computed for is still the newest.
    await runner.query(`
      CREATE TABLE dirty_members (
        user_id uuid PRIMARY KEY,
        version bigint NOT NULL,
        marked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX dirty_members_marked_idx ON dirty_members (marked_at)');
    await runner.query(`
      CREATE TABLE algorithm_settings (
        factor varchar(50) PRIMARY KEY,
        weight integer NOT NULL CHECK (weight BETWEEN 0 AND 100),
        description text NOT NULL,
        display_name varchar(100) NOT NULL,
        last_updated timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    await runner.query(`
      CREATE TABLE compatibility_thresholds (
        level varchar(10) PRIMARY KEY CHECK (level IN ('high', 'medium', 'low')),
        min_score integer NOT NULL CHECK (min_score BETWEEN 0 AND 100),
        max_score integer NOT NULL CHECK (max_score BETWEEN 0 AND 100),
        description text NOT NULL,
        last_updated timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    // Full recomputes. The generation orders settings changes: rows written under a newer
    // generation survive the finalisation of an older one.
    await runner.query('CREATE SEQUENCE recompute_generation_seq');
    await runner.query(`
      CREATE TABLE recompute_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        generation bigint NOT NULL UNIQUE DEFAULT nextval('recompute_generation_seq'),
        reason varchar(20) NOT NULL CHECK (reason IN ('weights', 'thresholds', 'manual')),
        status varchar(20) NOT NULL DEFAULT 'running'
          CHECK (status IN ('running', 'completed', 'failed', 'superseded')),
        total_chunks integer NOT NULL,
        completed_chunks integer NOT NULL DEFAULT 0,
        requested_by uuid,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await runner.query(`
      CREATE TABLE recompute_chunks (
        run_id uuid NOT NULL REFERENCES recompute_runs (id) ON DELETE CASCADE,
        chunk_index integer NOT NULL,
        after_user_id uuid,
        through_user_id uuid,
        done boolean NOT NULL DEFAULT false,
        members integer,
        pairs integer,
        finished_at timestamptz,
        PRIMARY KEY (run_id, chunk_index)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `DROP TABLE recompute_chunks, recompute_runs, compatibility_thresholds, algorithm_settings,
        dirty_members, member_stats, matches, erased_members, candidates`,
    );
    await runner.query('DROP SEQUENCE recompute_generation_seq');
    await runner.query('DROP SEQUENCE candidates_version_seq');
  }
}
