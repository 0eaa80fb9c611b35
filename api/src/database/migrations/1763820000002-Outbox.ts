import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox (docs/ORDERS.md, "Emails"): an email to send is a row written in the
 * transaction that made the change it tells about; a worker sends it later, with retries.
 * `dedupe_key` makes one change write at most one email even when its code runs twice.
 */
export class Outbox1763820000002 implements MigrationInterface {
  name = 'Outbox1763820000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "topic" varchar(64) NOT NULL,
        "payload" jsonb NOT NULL,
        "dedupe_key" varchar(200) NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "available_at" timestamptz NOT NULL DEFAULT now(),
        "locked_until" timestamptz,
        "claim_id" uuid,
        "sent_at" timestamptz,
        "failed_at" timestamptz,
        "last_error" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_outbox_dedupe_key" UNIQUE ("dedupe_key")
      )`);
    // The worker's scan: what is still to send, oldest first.
    await queryRunner.query(
      `CREATE INDEX "idx_outbox_pending" ON "outbox" ("available_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox"`);
  }
}
