import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sorting by name in Sinhala and Tamil (docs/PRODUCTS.md "Translations"): a listing sorted by
 * name with `lang=si` or `lang=ta` orders by the name the shopper reads, the translation or,
 * where there is none, the English name (`translatedNameSortSql` in
 * api/src/product/product-search-sql.ts writes the same expressions). One index per language,
 * as `idx_product_name_id` is for English, so a page is read in index order at any size.
 */
export class TranslatedNameSort1795938511285 implements MigrationInterface {
  name = 'TranslatedNameSort1795938511285';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const language of ['si', 'ta']) {
      await queryRunner.query(
        `CREATE INDEX "idx_product_name_${language}_id" ON "product"
          (lower(coalesce(nullif("translations" #>> '{${language},name}', ''), "name")), "id")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_product_name_ta_id"`);
    await queryRunner.query(`DROP INDEX "idx_product_name_si_id"`);
  }
}
