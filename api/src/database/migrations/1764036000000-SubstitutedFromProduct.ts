import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Buy again" brings back what the shopper ordered, not a substitute packed instead (issue 36):
 * a substituted line keeps the id of the product it replaced (`substituted_from_product_id`;
 * `substituted_from` already keeps its name). Set to NULL when that product is deleted, as
 * `product_id` is. Lines substituted before this column existed take the id from the audit row
 * of their substitution (`before.productId`), else from the one product of that name.
 */
export class SubstitutedFromProduct1764036000000 implements MigrationInterface {
  name = 'SubstitutedFromProduct1764036000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "order_item"
        ADD COLUMN "substituted_from_product_id" varchar(64)
          REFERENCES "product" ("id") ON DELETE SET NULL`);
    await queryRunner.query(`
      UPDATE "order_item" i SET "substituted_from_product_id" = a."before"->>'productId'
        FROM "audit_log" a
       WHERE i."substituted_from" IS NOT NULL
         AND a."action" = 'order.substitute' AND a."record_id" = i."order_id"::text
         AND a."after"->>'productId' = i."product_id"
         AND EXISTS (SELECT 1 FROM "product" p WHERE p."id" = a."before"->>'productId')`);
    await queryRunner.query(`
      UPDATE "order_item" i SET "substituted_from_product_id" = (
               SELECT p."id" FROM "product" p WHERE p."name" = i."substituted_from")
       WHERE i."substituted_from" IS NOT NULL AND i."substituted_from_product_id" IS NULL
         AND (SELECT count(*) FROM "product" p WHERE p."name" = i."substituted_from") = 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "substituted_from_product_id"`);
  }
}
