import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery zones (docs/DELIVERY.md): where the shop delivers and for how much, in integer
 * cents. Seeded with the default configuration, one zone covering every postcode (`*`), free,
 * with no minimum, so the spec's behaviour (shipping free, total = cart + 2 % tax) holds until
 * the seller changes it; only into an empty table, so running it again adds nothing.
 * `order.delivery_fee_cents` keeps the fee an order was placed with (part of its amount);
 * every order before this paid none.
 */
export class DeliveryZones1763988000000 implements MigrationInterface {
  name = 'DeliveryZones1763988000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "delivery_zone" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "position" integer NOT NULL,
        "name" varchar(60) NOT NULL,
        "postcodes" text[] NOT NULL,
        "fee_cents" integer NOT NULL DEFAULT 0 CHECK ("fee_cents" >= 0),
        "free_from_cents" integer CHECK ("free_from_cents" >= 0),
        "minimum_cents" integer NOT NULL DEFAULT 0 CHECK ("minimum_cents" >= 0),
        "express_offered" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO "delivery_zone" ("position", "name", "postcodes")
        SELECT 0, 'Everywhere', ARRAY['*']
         WHERE NOT EXISTS (SELECT 1 FROM "delivery_zone")`);
    await queryRunner.query(`
      ALTER TABLE "order"
        ADD COLUMN "delivery_fee_cents" integer NOT NULL DEFAULT 0
          CONSTRAINT "order_delivery_fee_cents_check" CHECK ("delivery_fee_cents" >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "delivery_fee_cents"`);
    await queryRunner.query(`DROP TABLE "delivery_zone"`);
  }
}
