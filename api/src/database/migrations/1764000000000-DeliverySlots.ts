import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery time slots and express (docs/DELIVERY.md, "Time slots"): a weekly template per zone,
 * the slot instances generated from it (unique per zone and key, so generating twice adds
 * nothing), and the window an order is booked into. Every column on `order` is nullable: old
 * orders and zones without slots have none. `booked` never goes below 0 nor is it taken above
 * `capacity` by a booking (the conditional UPDATE); capacity may later be lowered below it.
 */
export class DeliverySlots1764000000000 implements MigrationInterface {
  name = 'DeliverySlots1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "delivery_slot_template" (
        "zone_id" uuid PRIMARY KEY REFERENCES "delivery_zone" ("id") ON DELETE CASCADE,
        "windows" jsonb NOT NULL DEFAULT '[]',
        "lead_time_minutes" integer NOT NULL DEFAULT 0 CHECK ("lead_time_minutes" >= 0),
        "cutoff_time" varchar(5),
        "express" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "delivery_slot" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "zone_id" uuid NOT NULL REFERENCES "delivery_zone" ("id") ON DELETE CASCADE,
        "slot_key" varchar(40) NOT NULL,
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('standard', 'express')),
        "start_at" timestamptz NOT NULL,
        "end_at" timestamptz NOT NULL,
        "cutoff_at" timestamptz NOT NULL,
        "capacity" integer NOT NULL CHECK ("capacity" >= 0),
        "booked" integer NOT NULL DEFAULT 0 CHECK ("booked" >= 0),
        "closed" boolean NOT NULL DEFAULT false,
        CONSTRAINT "uq_delivery_slot_zone_key" UNIQUE ("zone_id", "slot_key")
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_delivery_slot_start" ON "delivery_slot" ("start_at")`,
    );
    await queryRunner.query(`
      ALTER TABLE "order"
        ADD COLUMN "delivery_slot_id" uuid REFERENCES "delivery_slot" ("id") ON DELETE SET NULL,
        ADD COLUMN "delivery_window" jsonb`);
    await queryRunner.query(
      `CREATE INDEX "idx_order_delivery_slot" ON "order" ("delivery_slot_id") WHERE "delivery_slot_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_order_delivery_slot"`);
    await queryRunner.query(
      `ALTER TABLE "order" DROP COLUMN "delivery_window", DROP COLUMN "delivery_slot_id"`,
    );
    await queryRunner.query(`DROP TABLE "delivery_slot"`);
    await queryRunner.query(`DROP TABLE "delivery_slot_template"`);
  }
}
