import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_refund.attempted_at`: when a refund was sent to a payment provider that takes no
 * idempotency key (PayHere, docs/PAYMENTS.md "After the commit"). A refund found pending with
 * it set was sent before and its answer lost: it is shown failed for staff to check in the
 * provider's dashboard, never sent a second time by itself.
 */
export class RefundAttempts1764040000000 implements MigrationInterface {
  name = 'RefundAttempts1764040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_refund" ADD COLUMN "attempted_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_refund" DROP COLUMN "attempted_at"`);
  }
}
