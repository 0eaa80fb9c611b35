import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address book (docs/ACCOUNT.md): a default address per shopper (at most one, by a partial
 * unique index), and addresses that can be deleted although orders were delivered to them. An order
 * keeps its own snapshot of the address (`address_snapshot`), so its link to the saved row only
 * becomes NULL when the shopper deletes it; the order itself is unchanged.
 */
export class AddressBook1763950000000 implements MigrationInterface {
  name = 'AddressBook1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "address" ADD COLUMN "is_default" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_address_default" ON "address" ("user_id") WHERE "is_default"`,
    );
    await queryRunner.query(`ALTER TABLE "order" DROP CONSTRAINT "order_address_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "order" ALTER COLUMN "address_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "order" ADD CONSTRAINT "order_address_id_fkey" FOREIGN KEY ("address_id")
         REFERENCES "address" ("id") ON DELETE SET NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order" DROP CONSTRAINT "order_address_id_fkey"`);
    // "address_id" stays nullable: orders whose address was deleted are kept, not dropped.
    await queryRunner.query(
      `ALTER TABLE "order" ADD CONSTRAINT "order_address_id_fkey" FOREIGN KEY ("address_id")
         REFERENCES "address" ("id") ON DELETE RESTRICT`,
    );
    await queryRunner.query(`DROP INDEX "uq_address_default"`);
    await queryRunner.query(`ALTER TABLE "address" DROP COLUMN "is_default"`);
  }
}
