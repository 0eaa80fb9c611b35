import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's settings (docs/SETTINGS.md) and the money an order keeps of them:
 * - `shop_settings`: one row (id 1) once an owner or manager saves the form; the texts in
 *   `profile` (jsonb), the tax terms and cash rounding as columns, read by the order's pricing
 *   statement. No row: the defaults of api/contracts (today's texts, 2 % added, cash rounded).
 * - `order.tax_basis_points` and `order.prices_include_tax`: the tax terms an order was placed
 *   under (null: placed before settings, the spec's 2 % added), so repricing after packing and
 *   the order's pages use them, not today's.
 * - `order.rounding_cents`: the cash rounding in a cash-on-delivery order's amount (null: not
 *   rounded: card orders, or the shop did not round when it was placed).
 */
export class ShopSettings1764050000000 implements MigrationInterface {
  name = 'ShopSettings1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "shop_settings" (
      "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
      "profile" jsonb NOT NULL,
      "tax_basis_points" integer NOT NULL CHECK ("tax_basis_points" BETWEEN 0 AND 10000),
      "prices_include_tax" boolean NOT NULL,
      "cash_rounding" boolean NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`ALTER TABLE "order"
      ADD COLUMN "tax_basis_points" integer,
      ADD COLUMN "prices_include_tax" boolean,
      ADD COLUMN "rounding_cents" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order"
      DROP COLUMN "rounding_cents",
      DROP COLUMN "prices_include_tax",
      DROP COLUMN "tax_basis_points"`);
    await queryRunner.query(`DROP TABLE "shop_settings"`);
  }
}
