import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MembershipPlans1763700000400 implements MigrationInterface {
  name = 'MembershipPlans1763700000400';

  async up(runner: QueryRunner): Promise<void> {
    // One row per tier: later subscriptions and payments refer to a plan by its tier.
    await runner.query(`
      CREATE TABLE membership_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tier varchar(10) NOT NULL CHECK (tier IN ('bronze', 'silver', 'gold')),
        name varchar(50) NOT NULL,
        price integer NOT NULL CHECK (price BETWEEN 0 AND 1000000),
        features text[] NOT NULL DEFAULT '{}',
        is_popular boolean NOT NULL DEFAULT false,
        is_one_time_fee boolean NOT NULL,
        matches_limit integer NOT NULL CHECK (matches_limit = -1 OR matches_limit >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT membership_plans_tier_key UNIQUE (tier)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE membership_plans');
  }
}
