import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sri Lankan addresses (issue 39): a district and the optional landmark and delivery
 * instructions. NULL on addresses saved before; the province stays in `state`.
 */
export class SriLankanAddresses1764050000000 implements MigrationInterface {
  name = 'SriLankanAddresses1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "address"
        ADD COLUMN "district" varchar(100),
        ADD COLUMN "landmark" varchar(200),
        ADD COLUMN "delivery_instructions" varchar(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "address"
        DROP COLUMN "delivery_instructions",
        DROP COLUMN "landmark",
        DROP COLUMN "district"`);
  }
}
