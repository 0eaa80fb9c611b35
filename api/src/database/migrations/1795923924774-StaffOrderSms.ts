import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New-order SMS to staff (docs/NOTIFICATIONS.md "New orders to staff"): with every
 * `order.placed` email row (written when an order is placed or, online, paid), the trigger
 * `outbox_staff_order_sms` writes one SMS row per number in the shop's settings
 * (`shop_settings.profile.staffOrderSmsNumbers`), in the same transaction: topic
 * `staff.order_placed`, the email's facts, the number in the payload. Its dedupe key is the
 * order and the number, so each number hears of an order once, even when the order is
 * reinstated after a cancel and its placed email written again.
 */
export class StaffOrderSms1795923924774 implements MigrationInterface {
  name = 'StaffOrderSms1795923924774';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION "outbox_staff_order_sms"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."channel" = 'email' AND NEW."topic" = 'order.placed'
           AND NEW."facts" IS NOT NULL AND NEW."payload" ? 'orderId' THEN
          INSERT INTO "outbox" ("channel", "topic", "payload", "facts", "dedupe_key")
          SELECT 'sms', 'staff.order_placed',
                 jsonb_build_object('orderId', NEW."payload"->>'orderId', 'staffPhone', n.phone),
                 NEW."facts",
                 'staff-sms:' || (NEW."payload"->>'orderId') || ':' || n.phone
            FROM "shop_settings" s
           CROSS JOIN LATERAL jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(s."profile"->'staffOrderSmsNumbers') = 'array'
                  THEN s."profile"->'staffOrderSmsNumbers' ELSE '[]'::jsonb END) AS n(phone)
           WHERE s."id" = 1
          ON CONFLICT ("dedupe_key") DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "outbox_staff_order_sms" AFTER INSERT ON "outbox"
      FOR EACH ROW EXECUTE FUNCTION "outbox_staff_order_sms"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "outbox_staff_order_sms" ON "outbox"`);
    await queryRunner.query(`DROP FUNCTION "outbox_staff_order_sms"()`);
    await queryRunner.query(`DELETE FROM "outbox" WHERE "topic" = 'staff.order_placed'`);
  }
}
