import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SeedPlan {
  tier: string;
  name: string;
  price: number;
  features: string[];
  isPopular: boolean;
  isOneTimeFee: boolean;
  matchesLimit: number;
}

/**
 * The plans every installation starts with (prices in pence): Bronze a monthly subscription with
 * unlimited matches, Silver and Gold one-time fees for one agreed match. Admins change prices
 * afterwards; the names, features and kinds stay as seeded.
 */
const plans: SeedPlan[] = [
  {
    tier: 'bronze',
    name: 'Bronze',
    price: 1000,
    features: [
      'Unlimited matches',
      'Basic compatibility details for every match',
      'Billed monthly',
      'Cancel anytime',
    ],
    isPopular: false,
    isOneTimeFee: false,
    matchesLimit: -1,
  },
  {
    tier: 'silver',
    name: 'Silver',
    price: 2000,
    features: [
      'Exchange of information with 1 agreed match',
      'Details are shared only once you both agree',
      'One-time payment, no subscription',
    ],
    isPopular: true,
    isOneTimeFee: true,
    matchesLimit: 1,
  },
  {
    tier: 'gold',
    name: 'Gold',
    price: 5000,
    features: [
      'Arrangement of 1 meeting between agreed parties',
      'Your wali involved in arranging the meeting',
      'Exchange of information with your agreed match',
      'One-time payment, no subscription',
    ],
    isPopular: false,
    isOneTimeFee: true,
    matchesLimit: 1,
  },
];

export class SeedMembershipPlans1763700000410 implements MigrationInterface {
  name = 'SeedMembershipPlans1763700000410';

  async up(runner: QueryRunner): Promise<void> {
    for (const plan of plans) {
      await runner.query(
        `INSERT INTO membership_plans
           (tier, name, price, features, is_popular, is_one_time_fee, matches_limit)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          plan.tier,
          plan.name,
          plan.price,
          plan.features,
          plan.isPopular,
          plan.isOneTimeFee,
          plan.matchesLimit,
        ],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM membership_plans WHERE tier IN ('bronze', 'silver', 'gold')`);
  }
}
