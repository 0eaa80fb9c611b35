import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money at the edges (docs/ORDERS.md, "Payment checks", "Durable payment work", "A retried
 * Place Order"):
 * - `outbox.channel`: the outbox also carries calls to the payment provider that follow a
 *   committed change (`payment`: refunds, hold cancels, payment checks), each channel drained
 *   by its own worker; every row so far is an email. A refund left `pending` by an earlier
 *   version (asked of the provider after the commit, in memory) becomes such a row, so it is
 *   finished.
 * - `order.capture_cents` and `capture_started_at`: the capture sent for a hold (`hold_state`
 *   gains `capturing` while its answer is not stored); `payment_check`: what staff must look
 *   at when the provider's answer was lost or its figures disagree.
 * - `idempotency_key`: a shopper's `Idempotency-Key` per place-order request, kept 24 hours,
 *   written in the same statement as the order it made.
 * - The payment port's names for what the provider made (docs/PAYMENTS.md): an order's
 *   `checkout_id` (its payment page) and `payment_id` (the payment behind it), a refund's
 *   `provider_refund_id`, and the refund reason `provider_dashboard`; they held Stripe's
 *   names.
 */
export class PaymentEdges1764030000000 implements MigrationInterface {
  name = 'PaymentEdges1764030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "outbox" ADD COLUMN "channel" varchar(16) NOT NULL DEFAULT 'email'`,
    );
    await queryRunner.query(`DROP INDEX "idx_outbox_pending"`);
    // Each worker's scan: its channel's rows still to do, oldest first.
    await queryRunner.query(
      `CREATE INDEX "idx_outbox_pending" ON "outbox" ("channel", "available_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL`,
    );
    await queryRunner.query(`
      INSERT INTO "outbox" ("channel", "topic", "payload", "dedupe_key")
      SELECT 'payment', 'payment.refund', jsonb_build_object('refundId', "id", 'orderId', "order_id"),
             'payment.refund:' || "id"
        FROM "order_refund" WHERE "status" = 'pending'
      ON CONFLICT ("dedupe_key") DO NOTHING`);
    await queryRunner.query(`
      ALTER TABLE "order"
        ADD COLUMN "capture_cents" integer,
        ADD COLUMN "capture_started_at" timestamptz,
        ADD COLUMN "payment_check" jsonb,
        DROP CONSTRAINT "chk_order_hold_state",
        ADD CONSTRAINT "chk_order_hold_state" CHECK ("hold_state" IS NULL OR "hold_state" IN
          ('authorised', 'capturing', 'captured', 'cancelled', 'expired'))`);
    // Staff's "payment needs checking" list: only the few orders with something to check.
    await queryRunner.query(
      `CREATE INDEX "idx_order_payment_check" ON "order" ("created_at") WHERE "payment_check" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "idempotency_key" (
        "user_id" uuid NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
        "key" varchar(255) NOT NULL,
        "request_hash" varchar(64) NOT NULL,
        "order_id" uuid NOT NULL REFERENCES "order" ("id") ON DELETE CASCADE,
        "response" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "key")
      )`);
    await queryRunner.query(`
      ALTER TABLE "order" RENAME COLUMN "stripe_session_id" TO "checkout_id"`);
    await queryRunner.query(`
      ALTER TABLE "order" RENAME COLUMN "stripe_payment_intent_id" TO "payment_id"`);
    await queryRunner.query(`
      ALTER TABLE "order_refund" RENAME COLUMN "stripe_refund_id" TO "provider_refund_id"`);
    await queryRunner.query(
      `UPDATE "order_refund" SET "reason" = 'provider_dashboard' WHERE "reason" = 'stripe_dashboard'`,
    );
    // The daily prune of keys older than a day.
    await queryRunner.query(
      `CREATE INDEX "idx_idempotency_key_created_at" ON "idempotency_key" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "order_refund" SET "reason" = 'stripe_dashboard' WHERE "reason" = 'provider_dashboard'`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_refund" RENAME COLUMN "provider_refund_id" TO "stripe_refund_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "order" RENAME COLUMN "payment_id" TO "stripe_payment_intent_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "order" RENAME COLUMN "checkout_id" TO "stripe_session_id"`,
    );
    await queryRunner.query(`DROP TABLE "idempotency_key"`);
    await queryRunner.query(`DROP INDEX "idx_order_payment_check"`);
    await queryRunner.query(
      `UPDATE "order" SET "hold_state" = 'authorised' WHERE "hold_state" = 'capturing'`,
    );
    await queryRunner.query(`
      ALTER TABLE "order" DROP CONSTRAINT "chk_order_hold_state",
        ADD CONSTRAINT "chk_order_hold_state" CHECK ("hold_state" IS NULL OR "hold_state" IN
          ('authorised', 'captured', 'cancelled', 'expired')),
        DROP COLUMN "payment_check", DROP COLUMN "capture_started_at", DROP COLUMN "capture_cents"`);
    await queryRunner.query(`DELETE FROM "outbox" WHERE "channel" <> 'email'`);
    await queryRunner.query(`DROP INDEX "idx_outbox_pending"`);
    await queryRunner.query(
      `CREATE INDEX "idx_outbox_pending" ON "outbox" ("available_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "channel"`);
  }
}
