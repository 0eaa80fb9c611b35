import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders that move (docs/ORDERS.md): a human order number, the delivery address snapshotted on the
 * order, a cancellation reason, the refund state of an online payment, the history of every
 * status change and the refunds asked of Stripe. Existing orders get numbers in the order
 * they were placed, their current address as the snapshot and a history row for their status.
 */
export class OrderLifecycle1763820000000 implements MigrationInterface {
  name = 'OrderLifecycle1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "order_number_seq" AS bigint`);
    await queryRunner.query(`
      ALTER TABLE "order"
        ADD COLUMN "number" bigint,
        ADD COLUMN "address_snapshot" jsonb,
        ADD COLUMN "cancel_reason" varchar(500),
        ADD COLUMN "stripe_payment_intent_id" varchar(255),
        ADD COLUMN "refund_state" varchar(32),
        ADD COLUMN "paid_cents" integer NOT NULL DEFAULT 0,
        ADD COLUMN "refunded_cents" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE "order" SET "paid_cents" = "amount_cents" WHERE "is_paid" AND "payment_type" = 'Online'`,
    );
    await queryRunner.query(`
      UPDATE "order" o SET "number" = n.rn
      FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS rn FROM "order") n
      WHERE n.id = o.id`);
    await queryRunner.query(
      `SELECT setval('order_number_seq', COALESCE((SELECT max("number") FROM "order"), 0) + 1, false)`,
    );
    await queryRunner.query(`
      ALTER TABLE "order"
        ALTER COLUMN "number" SET DEFAULT nextval('order_number_seq'),
        ALTER COLUMN "number" SET NOT NULL`);
    await queryRunner.query(`ALTER SEQUENCE "order_number_seq" OWNED BY "order"."number"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_order_number" ON "order" ("number")`);
    // A shopper's pages (keyset on the number).
    await queryRunner.query(
      `CREATE INDEX "idx_order_user_id_number" ON "order" ("user_id", "number")`,
    );
    await queryRunner.query(`
      UPDATE "order" o SET "address_snapshot" = jsonb_build_object(
        'id', a.id, 'userId', a.user_id, 'firstName', a.first_name, 'lastName', a.last_name,
        'email', a.email, 'phone', a.phone, 'street', a.street, 'city', a.city,
        'state', a.state, 'zipcode', a.zipcode, 'country', a.country)
      FROM "address" a WHERE a.id = o.address_id`);
    await queryRunner.query(`ALTER TABLE "order" ALTER COLUMN "address_snapshot" SET NOT NULL`);
    // The seller filters by status, newest first.
    await queryRunner.query(
      `CREATE INDEX "idx_order_status_created_at" ON "order" ("status", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "order_history" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "order" ("id") ON DELETE CASCADE,
        "from_status" varchar(32),
        "to_status" varchar(32) NOT NULL,
        "actor" varchar(16) NOT NULL CHECK ("actor" IN ('shopper', 'staff', 'system')),
        "note" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_order_history_order_id" ON "order_history" ("order_id", "created_at")`,
    );
    await queryRunner.query(`
      INSERT INTO "order_history" ("order_id", "from_status", "to_status", "actor", "created_at")
      SELECT id, NULL, status, 'system', created_at FROM "order"`);

    // One row per refund asked of Stripe; its id is the idempotency key, so a retried call
    // never refunds twice.
    await queryRunner.query(`
      CREATE TABLE "order_refund" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "order" ("id") ON DELETE CASCADE,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
        "reason" varchar(32) NOT NULL,
        "status" varchar(16) NOT NULL CHECK ("status" IN ('pending', 'succeeded', 'failed')),
        "stripe_refund_id" varchar(255),
        "failure" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_order_refund_order_id" ON "order_refund" ("order_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_refund"`);
    await queryRunner.query(`DROP TABLE "order_history"`);
    await queryRunner.query(`DROP INDEX "idx_order_status_created_at"`);
    await queryRunner.query(`DROP INDEX "idx_order_user_id_number"`);
    await queryRunner.query(`DROP INDEX "uq_order_number"`);
    await queryRunner.query(`
      ALTER TABLE "order"
        DROP COLUMN "number",
        DROP COLUMN "address_snapshot",
        DROP COLUMN "cancel_reason",
        DROP COLUMN "stripe_payment_intent_id",
        DROP COLUMN "refund_state",
        DROP COLUMN "paid_cents",
        DROP COLUMN "refunded_cents"`);
  }
}
