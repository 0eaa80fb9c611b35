import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions (docs/PROMOTIONS.md):
 * - `promotion`: one deal or code, its rule (the columns of the contracts' PromotionRule), its
 *   status and window (instants), and its limits with their counters: `uses` against
 *   `max_uses`, `discount_given_cents` against `budget_cents`, both moved only by conditional
 *   UPDATEs inside the order's transaction (and given back when the order is cancelled);
 * - `promotion_code`: codes generated in bulk for a promotion, each usable once (`used`);
 * - `promotion_redemption`: one row per promotion an order took, with its discount; a cancelled
 *   order's rows get `released_at` (once) and their use and discount are given back;
 * - `order.discount_cents` and `order_item.discount_cents`: what the promotions took off.
 */
export class Promotions1795908934467 implements MigrationInterface {
  name = 'Promotions1795908934467';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "promotion" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "code" varchar(32) UNIQUE,
      "automatic" boolean NOT NULL,
      "kind" varchar(16) NOT NULL
        CHECK ("kind" IN ('percent_off', 'amount_off', 'buy_x_get_y', 'free_delivery')),
      "scope" varchar(16) NOT NULL CHECK ("scope" IN ('basket', 'category', 'products')),
      "category" varchar(64),
      "product_ids" varchar(64)[] NOT NULL DEFAULT '{}',
      "percent_bp" integer CHECK ("percent_bp" BETWEEN 1 AND 10000),
      "amount_cents" integer CHECK ("amount_cents" > 0),
      "per_kg" boolean NOT NULL DEFAULT false,
      "buy_quantity" integer CHECK ("buy_quantity" > 0),
      "get_quantity" integer CHECK ("get_quantity" > 0),
      "get_product_id" varchar(64),
      "min_basket_cents" integer CHECK ("min_basket_cents" > 0),
      "status" varchar(8) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'paused', 'ended')),
      "starts_at" timestamptz,
      "ends_at" timestamptz,
      "max_uses" integer CHECK ("max_uses" > 0),
      "uses" integer NOT NULL DEFAULT 0 CHECK ("uses" >= 0),
      "per_shopper_limit" integer CHECK ("per_shopper_limit" > 0),
      "budget_cents" integer CHECK ("budget_cents" > 0),
      "discount_given_cents" integer NOT NULL DEFAULT 0 CHECK ("discount_given_cents" >= 0),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(
      `CREATE INDEX "idx_promotion_live" ON "promotion" ("status", "automatic") WHERE "status" = 'active'`,
    );
    await queryRunner.query(`CREATE TABLE "promotion_code" (
      "code" varchar(32) PRIMARY KEY,
      "promotion_id" uuid NOT NULL REFERENCES "promotion"("id") ON DELETE CASCADE,
      "used" boolean NOT NULL DEFAULT false
    )`);
    await queryRunner.query(
      `CREATE INDEX "idx_promotion_code_promotion" ON "promotion_code" ("promotion_id")`,
    );
    await queryRunner.query(`CREATE TABLE "promotion_redemption" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "promotion_id" uuid NOT NULL REFERENCES "promotion"("id") ON DELETE CASCADE,
      "order_id" uuid NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "code" varchar(32),
      "discount_cents" integer NOT NULL CHECK ("discount_cents" >= 0),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "released_at" timestamptz,
      CONSTRAINT "uq_promotion_redemption" UNIQUE ("order_id", "promotion_id")
    )`);
    await queryRunner.query(
      `CREATE INDEX "idx_promotion_redemption_shopper" ON "promotion_redemption" ("promotion_id", "user_id") WHERE "released_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "order" ADD COLUMN "discount_cents" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD COLUMN "discount_cents" integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "discount_cents"`);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "discount_cents"`);
    await queryRunner.query(`DROP TABLE "promotion_redemption"`);
    await queryRunner.query(`DROP TABLE "promotion_code"`);
    await queryRunner.query(`DROP TABLE "promotion"`);
  }
}
