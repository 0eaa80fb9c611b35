import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The packer's ticks (docs/ORDERS.md, "The packer's queue"): `order_item.picked_at`, when the
 * line was taken from the shelf (null: not yet), and `picked_by`, the name of who ticked it.
 */
export class PickedLines1764050000000 implements MigrationInterface {
  name = 'PickedLines1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD COLUMN "picked_at" timestamptz, ADD COLUMN "picked_by" varchar(200)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_item" DROP COLUMN "picked_at", DROP COLUMN "picked_by"`,
    );
  }
}
