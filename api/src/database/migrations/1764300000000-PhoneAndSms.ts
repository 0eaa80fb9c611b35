import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified phone numbers, one-time SMS codes, notification switches and SMS in the outbox
 * (docs/NOTIFICATIONS.md):
 * - `user.phone` holds a number only once it is verified (`+947XXXXXXXX`), unique among
 *   accounts; `user.notification_prefs` the shopper's switches over the defaults;
 * - `phone_code`: one-time codes, stored as a keyed hash, with their tries and expiry;
 * - a trigger writes the SMS twin (`channel = 'sms'`, key `sms:` + the email's key) of every
 *   order email whose shopper has a verified number, in the same transaction and with the same
 *   facts, so each event has at most one SMS, written exactly when its email is.
 */
export class PhoneAndSms1764300000000 implements MigrationInterface {
  name = 'PhoneAndSms1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user"
      ADD COLUMN "phone" varchar(16),
      ADD COLUMN "phone_verified_at" timestamptz,
      ADD COLUMN "notification_prefs" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_user_phone" ON "user" ("phone") WHERE "phone" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE TABLE "phone_code" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "purpose" varchar(16) NOT NULL,
      "user_id" uuid REFERENCES "user"("id") ON DELETE CASCADE,
      "phone" varchar(16) NOT NULL,
      "code_hash" varchar(64) NOT NULL,
      "attempts" integer NOT NULL DEFAULT 0,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(
      `CREATE INDEX "idx_phone_code_phone" ON "phone_code" ("phone", "purpose", "created_at")`,
    );
    await queryRunner.query(`CREATE FUNCTION "outbox_sms_twin"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."channel" = 'email'
           AND NEW."topic" IN ('order.placed', 'order.packing_changed',
                               'order.out_for_delivery', 'order.delivered', 'order.refunded')
           AND NEW."facts" IS NOT NULL
           AND EXISTS (SELECT 1 FROM "user" u
                        WHERE u."id"::text = NEW."payload"->>'userId'
                          AND u."phone" IS NOT NULL AND u."closed_at" IS NULL) THEN
          INSERT INTO "outbox" ("channel", "topic", "payload", "facts", "dedupe_key")
          VALUES ('sms', NEW."topic", NEW."payload", NEW."facts", 'sms:' || NEW."dedupe_key")
          ON CONFLICT ("dedupe_key") DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "outbox_sms_twin" AFTER INSERT ON "outbox"
      FOR EACH ROW EXECUTE FUNCTION "outbox_sms_twin"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "outbox_sms_twin" ON "outbox"`);
    await queryRunner.query(`DROP FUNCTION "outbox_sms_twin"()`);
    await queryRunner.query(`DELETE FROM "outbox" WHERE "channel" = 'sms'`);
    await queryRunner.query(`DROP TABLE "phone_code"`);
    await queryRunner.query(`DROP INDEX "uq_user_phone"`);
    await queryRunner.query(`ALTER TABLE "user"
      DROP COLUMN "phone", DROP COLUMN "phone_verified_at", DROP COLUMN "notification_prefs"`);
  }
}
