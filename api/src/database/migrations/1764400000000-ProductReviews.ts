import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ratings and reviews from people who bought (docs/REVIEWS.md):
 * - `product_review`: one row per (order, product), written by the order's shopper once the
 *   order is delivered; `hidden_at` set by staff hides an abusive one (kept, not counted);
 * - `product.rating_count` beside the existing `product.rating`, both rewritten from the
 *   visible reviews in the same transaction as each review write, so the catalogue list
 *   reads them off the row;
 * - the made-up ratings the first seed wrote are cleared: a product with no review has none.
 */
export class ProductReviews1764400000000 implements MigrationInterface {
  name = 'ProductReviews1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "product" ADD COLUMN "rating_count" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`UPDATE "product" SET "rating" = NULL WHERE "rating" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "product_review" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "order_id" uuid NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
      "product_id" varchar(64) NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
      "stars" smallint NOT NULL CHECK ("stars" BETWEEN 1 AND 5),
      "text" varchar(1000),
      "hidden_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "uq_product_review_order_product" UNIQUE ("order_id", "product_id")
    )`);
    await queryRunner.query(
      `CREATE INDEX "idx_product_review_product" ON "product_review" ("product_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_product_review_recent" ON "product_review" ("created_at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_review"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "rating_count"`);
  }
}
