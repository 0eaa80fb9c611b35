import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The order topics whose email rows get SMS and push twins, before and after this migration. */
const BEFORE = `'order.placed', 'order.packing_changed',
                               'order.out_for_delivery', 'order.delivered', 'order.refunded'`;
const AFTER = `'order.placed', 'order.packing_changed', 'order.substitution_question',
                               'order.out_for_delivery', 'order.delivered', 'order.refunded'`;

/** The SMS twin (migration PhoneAndSms) copying `topics`. */
const smsTwin = (topics: string) => `CREATE OR REPLACE FUNCTION "outbox_sms_twin"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."channel" = 'email'
           AND NEW."topic" IN (${topics})
           AND NEW."facts" IS NOT NULL
           AND EXISTS (SELECT 1 FROM "user" u
                        WHERE u."id"::text = NEW."payload"->>'userId'
                          AND u."phone" IS NOT NULL AND u."closed_at" IS NULL) THEN
          INSERT INTO "outbox" ("channel", "topic", "payload", "facts", "dedupe_key")
          VALUES ('sms', NEW."topic", NEW."payload", NEW."facts", 'sms:' || NEW."dedupe_key")
          ON CONFLICT ("dedupe_key") DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`;

/** The push twin (migration PushSubscriptions) copying `topics`. */
const pushTwin = (
  topics: string,
) => `CREATE OR REPLACE FUNCTION "outbox_push_twin"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."channel" = 'email'
           AND NEW."topic" IN (${topics})
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
      END $$`;

/**
 * The packer's substitution questions get a notification kind of their own
 * (docs/SUBSTITUTIONS.md "Notifications"): outbox topic `order.substitution_question`, under the
 * shopper's "A question about a substitute" switches. Its email rows get SMS and push twins as
 * the other order topics do. Rows written before keep their topic (`order.packing_changed`)
 * and are sent as they were.
 */
export class SubstitutionQuestionNotices1795938477625 implements MigrationInterface {
  name = 'SubstitutionQuestionNotices1795938477625';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(smsTwin(AFTER));
    await queryRunner.query(pushTwin(AFTER));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(smsTwin(BEFORE));
    await queryRunner.query(pushTwin(BEFORE));
  }
}
