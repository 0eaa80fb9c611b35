import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Today's "cash to reconcile" (docs/TODAY.md, api/src/dashboard/today.sql.ts `CASH_SHORT_SQL`):
 * delivered cash orders with no cash figure or less than was due. A partial index holds only
 * those rows, by when they were placed, so counting the last days' reads only them rather than
 * every delivered order of the shop's history. Every other count of Today has its index already.
 */
export class TodayIndexes1795908598424 implements MigrationInterface {
  name = 'TodayIndexes1795908598424';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_order_cash_to_reconcile" ON "order" ("created_at")
        WHERE "payment_type" = 'COD' AND "status" = 'Delivered'
          AND ("cash_collected_cents" IS NULL
               OR "cash_collected_cents" < "amount_cents" + COALESCE("rounding_cents", 0))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_order_cash_to_reconcile"`);
  }
}
