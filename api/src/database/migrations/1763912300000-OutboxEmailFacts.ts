import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Emails tell the change they were written for (docs/ORDERS.md, "Emails"): an order email's outbox
 * row keeps the facts of its moment (lines, amounts, status, note, refund) instead of reading the
 * order when the worker sends it. Rows queued before this have none and are told from the order.
 */
export class OutboxEmailFacts1763912300000 implements MigrationInterface {
  name = 'OutboxEmailFacts1763912300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN "facts" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "facts"`);
  }
}
