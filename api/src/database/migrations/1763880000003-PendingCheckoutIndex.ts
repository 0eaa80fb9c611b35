import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The checkout-expiry job (order/checkout-expiry.job.ts) looks every minute for unpaid online
 * orders older than the hold. Without an index of its own it read every order: 48 ms at
 * 100,000 orders (`e2e/bench/catalogue.mjs --keep-database`), growing with the shop's
 * history. This partial index holds only the orders still waiting for payment: 0.04 ms.
 */
export class PendingCheckoutIndex1763880000003 implements MigrationInterface {
  name = 'PendingCheckoutIndex1763880000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_order_checkout_pending" ON "order" ("created_at")
        WHERE "payment_type" = 'Online' AND NOT "is_paid" AND "status" <> 'Cancelled'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_order_checkout_pending"`);
  }
}
