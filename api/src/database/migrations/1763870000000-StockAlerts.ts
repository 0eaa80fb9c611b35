import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back in stock (docs/STOCK.md): shoppers waiting for a product. A waiting request is told once
 * (`notified_at` set in the transaction that wrote the email to the outbox); one open request
 * per shopper and product.
 */
export class StockAlerts1763870000000 implements MigrationInterface {
  name = 'StockAlerts1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "stock_alert" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
        "product_id" varchar(64) NOT NULL REFERENCES "product" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "notified_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_stock_alert_waiting" ON "stock_alert" ("user_id", "product_id") WHERE "notified_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_stock_alert_product" ON "stock_alert" ("product_id") WHERE "notified_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stock_alert"`);
  }
}
