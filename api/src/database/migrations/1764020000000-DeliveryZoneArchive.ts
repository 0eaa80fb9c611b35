import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivery zone removed while finished orders still point at its windows is archived, not
 * deleted (docs/DELIVERY.md, "Removing a zone"): the row keeps the windows, their picking lists
 * and the day view whole. Every reader but the seller's window views skips archived zones.
 */
export class DeliveryZoneArchive1764020000000 implements MigrationInterface {
  name = 'DeliveryZoneArchive1764020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_zone" ADD COLUMN "archived_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_zone" DROP COLUMN "archived_at"`);
  }
}
