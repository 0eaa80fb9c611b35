import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Weighing at packing (issue 29 part 2, docs/ORDERS.md "Weighed orders"):
 * - `order_item.price_per_kg_cents`: a weighed line's offer price per kg as ordered, so the
 *   packed weight is priced as the shopper was shown; `packed_grams` once staff weighed it, and
 *   who did (`weighed_by`, the staff member's name; the audit row keeps the id).
 * - `order`: the card hold of an online order with weighed lines (`hold_state`, the cents
 *   authorised `hold_cents`, when the authorisation lapses `authorised_until`, and when staff
 *   were warned `hold_warned_at`), and the weight tolerance the order was placed under
 *   (`weight_tolerance_percent`: the setting then; NULL for an order without weighed lines). NULL `hold_state`: captured at once, as every order before.
 *   `paid_cents` stays what was taken: 0 while only authorised, the capture once captured.
 */
export class WeighAtPacking1764001000000 implements MigrationInterface {
  name = 'WeighAtPacking1764001000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "order_item"
        ADD COLUMN "price_per_kg_cents" integer,
        ADD COLUMN "packed_grams" integer,
        ADD COLUMN "weighed_by" varchar(200),
        ADD CONSTRAINT "chk_order_item_packed_grams" CHECK (
          "packed_grams" IS NULL OR ("packed_grams" > 0 AND "step_grams" IS NOT NULL))`);
    await queryRunner.query(`
      ALTER TABLE "order"
        ADD COLUMN "hold_state" varchar(16),
        ADD COLUMN "hold_cents" integer,
        ADD COLUMN "authorised_until" timestamptz,
        ADD COLUMN "hold_warned_at" timestamptz,
        ADD COLUMN "weight_tolerance_percent" smallint,
        ADD CONSTRAINT "chk_order_hold_state" CHECK (
          "hold_state" IS NULL OR "hold_state" IN ('authorised', 'captured', 'cancelled', 'expired'))`);
    // The expiry job's claim: only holds still waiting for their capture.
    await queryRunner.query(`
      CREATE INDEX "idx_order_hold_authorised" ON "order" ("authorised_until")
        WHERE "hold_state" = 'authorised'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_order_hold_authorised"`);
    await queryRunner.query(`
      ALTER TABLE "order" DROP CONSTRAINT "chk_order_hold_state",
        DROP COLUMN "weight_tolerance_percent", DROP COLUMN "hold_warned_at", DROP COLUMN "authorised_until",
        DROP COLUMN "hold_cents", DROP COLUMN "hold_state"`);
    await queryRunner.query(`
      ALTER TABLE "order_item" DROP CONSTRAINT "chk_order_item_packed_grams",
        DROP COLUMN "weighed_by", DROP COLUMN "packed_grams", DROP COLUMN "price_per_kg_cents"`);
  }
}
