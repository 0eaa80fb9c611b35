import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cash on delivery is recorded (docs/ORDERS.md): delivering a COD order stores the cash the driver
 * collected, in cents, and marks the order paid. Orders delivered before this stay unpaid with
 * no figure (nobody knows what was collected); staff find them with the seller list's
 * `?status=Delivered&payment=pending` filter.
 */
export class CashOnDelivery1763910000000 implements MigrationInterface {
  name = 'CashOnDelivery1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "order"
        ADD COLUMN "cash_collected_cents" integer
          CONSTRAINT "order_cash_collected_cents_check" CHECK ("cash_collected_cents" >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "cash_collected_cents"`);
  }
}
