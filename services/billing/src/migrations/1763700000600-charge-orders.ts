import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-off charges other services start (a course booking, a services order): orders with the
 * purpose 'course' or 'services' and the caller's own id in `reference`. One order per purpose
 * and reference, so asking twice reuses the first; membership orders carry no reference.
 */
export class ChargeOrders1763700000600 implements MigrationInterface {
  name = 'ChargeOrders1763700000600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE billing_orders DROP CONSTRAINT billing_orders_purpose_check');
    await runner.query(`
      ALTER TABLE billing_orders
        ADD CONSTRAINT billing_orders_purpose_check
          CHECK (purpose IN ('membership', 'course', 'services')),
        ADD COLUMN reference uuid,
        ADD CONSTRAINT billing_orders_reference_check
          CHECK ((purpose = 'membership') = (reference IS NULL))`);
    await runner.query(
      'CREATE UNIQUE INDEX billing_orders_purpose_reference ON billing_orders (purpose, reference)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX billing_orders_purpose_reference');
    await runner.query("DELETE FROM billing_orders WHERE purpose <> 'membership'");
    await runner.query(`
      ALTER TABLE billing_orders
        DROP CONSTRAINT billing_orders_reference_check,
        DROP COLUMN reference,
        DROP CONSTRAINT billing_orders_purpose_check,
        ADD CONSTRAINT billing_orders_purpose_check CHECK (purpose IN ('membership'))`);
  }
}
