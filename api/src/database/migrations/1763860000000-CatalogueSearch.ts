import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue search (docs/CATALOGUE.md): `pg_trgm` for typo-tolerant matching, a weighted full-text
 * vector (name A, description B, English), and the indexes the product query's filters and
 * sorts use. The embedded database loads the same extension (embedded-database.ts).
 *
 * The GIN indexes are built without a pending list (`fastupdate = off`): with one, a bulk
 * import leaves new entries unindexed until the next VACUUM, the planner then prices the
 * indexes out and scores every product (27 ms instead of 3 ms at 10,000 products, measured
 * with `e2e/bench/catalogue.mjs --keep-database`). Catalogue writes are rare; reads are not.
 */
export class CatalogueSearch1763860000000 implements MigrationInterface {
  name = 'CatalogueSearch1763860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      ALTER TABLE "product" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', "name"), 'A') ||
        setweight(to_tsvector('english', "description"::text), 'B')) STORED`);
    await queryRunner.query(
      `CREATE INDEX "idx_product_search_vector" ON "product" USING gin ("search_vector") WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_product_name_trgm" ON "product" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_product_created_at_id" ON "product" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_product_offer_price_id" ON "product" ("offer_price_cents", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_product_name_id" ON "product" (lower("name"), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_order_item_product_id" ON "order_item" ("product_id") WHERE "product_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_order_item_product_id"`);
    await queryRunner.query(`DROP INDEX "idx_product_name_id"`);
    await queryRunner.query(`DROP INDEX "idx_product_offer_price_id"`);
    await queryRunner.query(`DROP INDEX "idx_product_created_at_id"`);
    await queryRunner.query(`DROP INDEX "idx_product_name_trgm"`);
    await queryRunner.query(`DROP INDEX "idx_product_search_vector"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "search_vector"`);
  }
}
