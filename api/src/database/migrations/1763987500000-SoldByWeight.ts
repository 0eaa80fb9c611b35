import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products sold by weight (issue 29, docs/PRODUCTS.md): how a product is sold, its step in
 * grams and its prices per kg (integer cents). Every existing product stays a unit product
 * (the defaults); a weighed product's `price_cents`/`offer_price_cents` hold the price of one
 * step and its `on_hand`/`reserved`/`low_stock_threshold` count grams. An order line keeps the
 * step it was ordered with, so its stock moves the same grams even if the seller changes the
 * step later.
 */
export class SoldByWeight1763987500000 implements MigrationInterface {
  name = 'SoldByWeight1763987500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "product"
        ADD COLUMN "sold_by" varchar(8) NOT NULL DEFAULT 'unit',
        ADD COLUMN "step_grams" integer,
        ADD COLUMN "price_per_kg_cents" integer,
        ADD COLUMN "offer_price_per_kg_cents" integer`);
    await queryRunner.query(`
      ALTER TABLE "product" ADD CONSTRAINT "chk_product_sold_by" CHECK (
        ("sold_by" = 'unit' AND "step_grams" IS NULL AND "price_per_kg_cents" IS NULL
          AND "offer_price_per_kg_cents" IS NULL)
        OR ("sold_by" = 'weight' AND "step_grams" > 0 AND "price_per_kg_cents" > 0
          AND "offer_price_per_kg_cents" > 0)
      )`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD COLUMN "step_grams" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "step_grams"`);
    await queryRunner.query(`ALTER TABLE "product" DROP CONSTRAINT "chk_product_sold_by"`);
    await queryRunner.query(`
      ALTER TABLE "product" DROP COLUMN "offer_price_per_kg_cents",
        DROP COLUMN "price_per_kg_cents", DROP COLUMN "step_grams", DROP COLUMN "sold_by"`);
  }
}
