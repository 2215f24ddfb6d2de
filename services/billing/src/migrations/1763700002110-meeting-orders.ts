import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Meeting arrangement fees are charges too (purpose 'meeting', the profile service's meeting id
 * in `reference`). A gold member's included meeting is a paid order of 0 for that meeting.
 */
export class MeetingOrders1763700002110 implements MigrationInterface {
  name = 'MeetingOrders1763700002110';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE billing_orders
        DROP CONSTRAINT billing_orders_purpose_check,
        ADD CONSTRAINT billing_orders_purpose_check
          CHECK (purpose IN ('membership', 'course', 'services', 'meeting'))`);
    await runner.query(`
      CREATE INDEX billing_orders_included_meetings ON billing_orders (user_id, created_at)
        WHERE purpose = 'meeting' AND amount = 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX billing_orders_included_meetings');
    await runner.query("DELETE FROM billing_orders WHERE purpose = 'meeting'");
    await runner.query(`
      ALTER TABLE billing_orders
        DROP CONSTRAINT billing_orders_purpose_check,
        ADD CONSTRAINT billing_orders_purpose_check
          CHECK (purpose IN ('membership', 'course', 'services'))`);
  }
}
