import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock (docs/STOCK.md): a tracked quantity on hand per product (NULL = untracked, as before), the
 * quantity reserved by unpaid online orders, a low-stock threshold, the archived state, and
 * the stock ledger. CHECKs keep the counts sane even if a bug slipped past the service:
 * on hand never negative, never less reserved than zero or more than on hand.
 */
export class StockLedger1763811000000 implements MigrationInterface {
  name = 'StockLedger1763811000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "product"
        ADD COLUMN "on_hand" integer,
        ADD COLUMN "reserved" integer NOT NULL DEFAULT 0,
        ADD COLUMN "low_stock_threshold" integer NOT NULL DEFAULT 5,
        ADD COLUMN "archived_at" timestamptz,
        ADD CONSTRAINT "chk_product_on_hand" CHECK ("on_hand" IS NULL OR "on_hand" >= 0),
        ADD CONSTRAINT "chk_product_reserved" CHECK (
          "reserved" >= 0 AND ("on_hand" IS NULL OR "reserved" <= "on_hand")),
        ADD CONSTRAINT "chk_product_low_stock_threshold" CHECK ("low_stock_threshold" >= 0)`);
    await queryRunner.query(`
      CREATE TABLE "stock_movement" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "product_id" varchar(64) NOT NULL REFERENCES "product" ("id"),
        "delta" integer NOT NULL,
        "reserved_delta" integer NOT NULL DEFAULT 0,
        "reason" varchar(16) NOT NULL,
        "order_id" uuid,
        "actor" varchar(100) NOT NULL,
        "note" varchar(500),
        "on_hand_after" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_stock_movement_product" ON "stock_movement" ("product_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_stock_movement_order" ON "stock_movement" ("order_id") WHERE "order_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stock_movement"`);
    await queryRunner.query(`
      ALTER TABLE "product"
        DROP CONSTRAINT "chk_product_low_stock_threshold",
        DROP CONSTRAINT "chk_product_reserved",
        DROP CONSTRAINT "chk_product_on_hand",
        DROP COLUMN "archived_at",
        DROP COLUMN "low_stock_threshold",
        DROP COLUMN "reserved",
        DROP COLUMN "on_hand"`);
  }
}
