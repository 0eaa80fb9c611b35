import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `product.barcode` (docs/PRODUCTS.md, "Barcodes"): an optional EAN-13 (a UPC-A stored with its
 * leading 0), unique among the products that have one, to scan at the pick screen.
 */
export class ProductBarcodes1764050000001 implements MigrationInterface {
  name = 'ProductBarcodes1764050000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product" ADD COLUMN "barcode" varchar(13)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_product_barcode" ON "product" ("barcode") WHERE "barcode" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_product_barcode"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "barcode"`);
  }
}
