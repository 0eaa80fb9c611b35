import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (docs/NOTIFICATIONS.md):
 * - `push_subscription`: one row per device a shopper turned push on for (its push service
 *   endpoint, unique, and the keys its messages are encrypted with);
 * - `push_delivery`: which devices a push outbox row has reached, so a retry after one device
 *   failed does not notify the others twice;
 * - a trigger writes the push twin (`channel = 'push'`, key `push:` + the email's key) of every
 *   order email whose shopper has at least one subscribed device, in the same transaction and
 *   with the same facts, so each event has at most one push row.
 */
export class PushSubscriptions1795908576184 implements MigrationInterface {
  name = 'PushSubscriptions1795908576184';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "push_subscription" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
      "endpoint" varchar(1000) NOT NULL,
      "p256dh" varchar(100) NOT NULL,
      "auth" varchar(40) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_push_subscription_endpoint" ON "push_subscription" ("endpoint")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_push_subscription_user" ON "push_subscription" ("user_id", "created_at")`,
    );
    await queryRunner.query(`CREATE TABLE "push_delivery" (
      "outbox_id" uuid NOT NULL REFERENCES "outbox"("id") ON DELETE CASCADE,
      "subscription_id" uuid NOT NULL REFERENCES "push_subscription"("id") ON DELETE CASCADE,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("outbox_id", "subscription_id")
    )`);
    await queryRunner.query(`CREATE FUNCTION "outbox_push_twin"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."channel" = 'email'
           AND NEW."topic" IN ('order.placed', 'order.packing_changed',
                               'order.out_for_delivery', 'order.delivered', 'order.refunded')
           AND NEW."facts" IS NOT NULL
           AND EXISTS (SELECT 1 FROM "push_subscription" s
                         JOIN "user" u ON u."id" = s."user_id"
                        WHERE u."id"::text = NEW."payload"->>'userId'
                          AND u."closed_at" IS NULL) THEN
          INSERT INTO "outbox" ("channel", "topic", "payload", "facts", "dedupe_key")
          VALUES ('push', NEW."topic", NEW."payload", NEW."facts", 'push:' || NEW."dedupe_key")
          ON CONFLICT ("dedupe_key") DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "outbox_push_twin" AFTER INSERT ON "outbox"
      FOR EACH ROW EXECUTE FUNCTION "outbox_push_twin"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "outbox_push_twin" ON "outbox"`);
    await queryRunner.query(`DROP FUNCTION "outbox_push_twin"()`);
    await queryRunner.query(`DROP TABLE "push_delivery"`);
    await queryRunner.query(`DELETE FROM "outbox" WHERE "channel" = 'push'`);
    await queryRunner.query(`DROP TABLE "push_subscription"`);
  }
}
