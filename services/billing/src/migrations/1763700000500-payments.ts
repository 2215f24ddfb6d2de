import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and payments, Stripe customers and prices, subscriptions, memberships, complimentary
 * grants and the Stripe events already applied. Orders outlive an erased member for accounting:
 * their user_id becomes NULL and only Stripe ids and amounts remain.
 */
export class Payments1763700000500 implements MigrationInterface {
  name = 'Payments1763700000500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE billing_customers (
        user_id uuid PRIMARY KEY,
        stripe_customer_id varchar(255) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE stripe_prices (
        stripe_price_id varchar(255) PRIMARY KEY,
        stripe_product_id varchar(255) NOT NULL,
        tier varchar(10) NOT NULL CHECK (tier IN ('bronze', 'silver', 'gold')),
        amount integer NOT NULL CHECK (amount >= 0),
        currency varchar(3) NOT NULL,
        recurring boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT stripe_prices_tier_amount_key UNIQUE (tier, amount, currency, recurring)
      )`);
    await runner.query(`
      CREATE TABLE billing_orders (
        id uuid PRIMARY KEY,
        user_id uuid,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('membership')),
        tier varchar(10) CHECK (tier IN ('bronze', 'silver', 'gold')),
        amount integer NOT NULL CHECK (amount >= 0),
        currency varchar(3) NOT NULL,
        description varchar(200) NOT NULL,
        status varchar(20) NOT NULL
          CHECK (status IN ('pending', 'processing', 'paid', 'failed', 'cancelled')),
        stripe_payment_intent_id varchar(255) UNIQUE,
        stripe_subscription_id varchar(255),
        stripe_invoice_id varchar(255) UNIQUE,
        receipt_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`);
    await runner.query(
      'CREATE INDEX billing_orders_user_idx ON billing_orders (user_id, created_at DESC)',
    );
    // One open order per member and tier: a double click reuses it (and its Stripe object).
    await runner.query(`
      CREATE UNIQUE INDEX billing_orders_one_pending ON billing_orders (user_id, purpose, tier)
      WHERE status = 'pending' AND user_id IS NOT NULL`);
    await runner.query(`
      CREATE TABLE billing_subscriptions (
        stripe_subscription_id varchar(255) PRIMARY KEY,
        user_id uuid,
        order_id uuid NOT NULL REFERENCES billing_orders (id),
        tier varchar(10) NOT NULL CHECK (tier IN ('bronze')),
        status varchar(30) NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        current_period_start timestamptz,
        current_period_end timestamptz,
        cancel_reason varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        ended_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      'CREATE INDEX billing_subscriptions_user_idx ON billing_subscriptions (user_id)',
    );
    await runner.query(`
      CREATE TABLE memberships (
        user_id uuid PRIMARY KEY,
        tier varchar(10) NOT NULL CHECK (tier IN ('free', 'bronze', 'silver', 'gold')),
        source varchar(20) NOT NULL
          CHECK (source IN ('none', 'subscription', 'purchase', 'complimentary')),
        started_at timestamptz,
        ends_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE complimentary_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        tier varchar(10) NOT NULL CHECK (tier IN ('bronze', 'silver', 'gold')),
        reason varchar(500) NOT NULL,
        granted_by uuid,
        granted_at timestamptz NOT NULL,
        ends_on date,
        ended_at timestamptz,
        ended_by uuid
      )`);
    await runner.query(`
      CREATE UNIQUE INDEX complimentary_grants_one_open ON complimentary_grants (user_id)
      WHERE ended_at IS NULL`);
    await runner.query(`
      CREATE TABLE stripe_webhook_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'stripe_webhook_events',
      'complimentary_grants',
      'memberships',
      'billing_subscriptions',
      'billing_orders',
      'stripe_prices',
      'billing_customers',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
