import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Zones match by area names as well as postcodes (issue 39, docs/DELIVERY.md): the names
 * each zone covers, none on the zones kept before.
 */
export class DeliveryZoneAreas1764050000001 implements MigrationInterface {
  name = 'DeliveryZoneAreas1764050000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "delivery_zone" ADD COLUMN "areas" text[] NOT NULL DEFAULT '{}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_zone" DROP COLUMN "areas"`);
  }
}
