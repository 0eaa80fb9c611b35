import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Packing (docs/ORDERS.md): each line keeps the shopper's substitution choice, the quantity ordered
 * when fewer were packed, and the product a substitute replaced. A line packed short to
 * nothing keeps its row (quantity 0) so the shopper still sees what was missing.
 */
export class OrderPacking1763820000001 implements MigrationInterface {
  name = 'OrderPacking1763820000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "order_item"
        ADD COLUMN "substitution" varchar(16) NOT NULL DEFAULT 'refund'
          CHECK ("substitution" IN ('refund', 'similar')),
        ADD COLUMN "ordered_quantity" integer,
        ADD COLUMN "substituted_from" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP CONSTRAINT "order_item_quantity_check"`);
    await queryRunner.query(`
      ALTER TABLE "order_item" ADD CONSTRAINT "order_item_quantity_check"
        CHECK ("quantity" BETWEEN 0 AND 999)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "order_item" WHERE "quantity" = 0`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP CONSTRAINT "order_item_quantity_check"`);
    await queryRunner.query(`
      ALTER TABLE "order_item" ADD CONSTRAINT "order_item_quantity_check"
        CHECK ("quantity" BETWEEN 1 AND 999)`);
    await queryRunner.query(`
      ALTER TABLE "order_item"
        DROP COLUMN "substitution",
        DROP COLUMN "ordered_quantity",
        DROP COLUMN "substituted_from"`);
  }
}
