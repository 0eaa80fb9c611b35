import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payment (README.md, "Online payment"): the Stripe Checkout Session of an order, and the
 * log of Stripe webhook events whose primary key makes each event id take effect once.
 */
export class OnlinePayment1763790000000 implements MigrationInterface {
  name = 'OnlinePayment1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order" ADD COLUMN "stripe_session_id" varchar(255)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_order_stripe_session_id" ON "order" ("stripe_session_id") WHERE "stripe_session_id" IS NOT NULL`,
    );
    // No foreign key on order_id: the log keeps what Stripe sent even when it names an
    // order we do not know, and orders are never deleted anyway.
    await queryRunner.query(`
      CREATE TABLE "payment_event" (
        "id" varchar(255) PRIMARY KEY,
        "type" varchar(100) NOT NULL,
        "order_id" uuid,
        "session_id" varchar(255),
        "outcome" varchar(32) NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_payment_event_order_id" ON "payment_event" ("order_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_event"`);
    await queryRunner.query(`DROP INDEX "uq_order_stripe_session_id"`);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "stripe_session_id"`);
  }
}
