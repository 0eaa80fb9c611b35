import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sinhala and Tamil (issue 40, docs/PRODUCTS.md "Translations"):
 * - `product.translations`: staff's names and descriptions per language (`{}` when none);
 * - the search vector gains the translated names (weight A) and descriptions (B) in the
 *   `simple` configuration (no stemmer knows Sinhala or Tamil; `simple` keeps words as written);
 * - a trigram index over the translated names, for a search typed in those scripts (the
 *   `LIKE` of the spec's search, relevance, "did you mean");
 * - `product_word` learns the translated names' words, so a typo in Sinhala is corrected too;
 * - `order_item.sold_as_name`: the name a line was sold under in the shopper's language;
 * - `user.language`: the account's language (emails and SMS).
 */
export class Translations1795908592152 implements MigrationInterface {
  name = 'Translations1795908592152';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "product" ADD COLUMN "translations" jsonb NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`DROP INDEX "idx_product_search_vector"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "search_vector"`);
    await queryRunner.query(`
      ALTER TABLE "product" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', "name"), 'A') ||
        setweight(to_tsvector('english', "description"::text), 'B') ||
        setweight(to_tsvector('simple', coalesce("translations" #>> '{si,name}', '') || ' ' ||
                                        coalesce("translations" #>> '{ta,name}', '')), 'A') ||
        setweight(to_tsvector('simple', coalesce("translations" #> '{si,description}', '[]')::text || ' ' ||
                                        coalesce("translations" #> '{ta,description}', '[]')::text), 'B')) STORED`);
    await queryRunner.query(
      `CREATE INDEX "idx_product_search_vector" ON "product" USING gin ("search_vector") WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_product_translated_names_trgm" ON "product" USING gin ((lower(coalesce("translations" #>> '{si,name}', '') || ' ' || coalesce("translations" #>> '{ta,name}', ''))) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION product_word_add_translated_names() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_word (word)
        SELECT w.lexeme FROM unnest(to_tsvector('simple',
          coalesce(NEW.translations #>> '{si,name}', '') || ' ' ||
          coalesce(NEW.translations #>> '{ta,name}', ''))) w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER product_word_on_translate AFTER INSERT OR UPDATE OF "translations" ON "product"
        FOR EACH ROW WHEN (NEW.translations <> '{}'::jsonb)
        EXECUTE FUNCTION product_word_add_translated_names()`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD COLUMN "sold_as_name" varchar(200) NULL`);
    await queryRunner.query(
      `ALTER TABLE "user" ADD COLUMN "language" varchar(2) NOT NULL DEFAULT 'en'
         CONSTRAINT "chk_user_language" CHECK ("language" IN ('en', 'si', 'ta'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "language"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "sold_as_name"`);
    await queryRunner.query(`DROP TRIGGER product_word_on_translate ON "product"`);
    await queryRunner.query(`DROP FUNCTION product_word_add_translated_names()`);
    await queryRunner.query(`DROP INDEX "idx_product_translated_names_trgm"`);
    await queryRunner.query(`DROP INDEX "idx_product_search_vector"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "search_vector"`);
    await queryRunner.query(`
      ALTER TABLE "product" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', "name"), 'A') ||
        setweight(to_tsvector('english', "description"::text), 'B')) STORED`);
    await queryRunner.query(
      `CREATE INDEX "idx_product_search_vector" ON "product" USING gin ("search_vector") WITH (fastupdate = off)`,
    );
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "translations"`);
  }
}
