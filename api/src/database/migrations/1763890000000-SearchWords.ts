import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the catalogue's names (`product_word`), each once, with a trigram index: a
 * typed word is corrected against these few thousand short words ("fesh" → fresh, "ricce" →
 * rice) instead of against every product name, and the product search then runs on the
 * full-text index with the corrected words (pg_trgm's documented method for spelling
 * suggestions). docs/CATALOGUE.md has the figures.
 *
 * Triggers keep it filled: new products (one statement for a bulk insert) and renamed ones
 * add their words. Words no name has any more are dropped by a daily job
 * (product/product-words.job.ts).
 *
 * `tsquery_or_agg` / `tsquery_and_agg` fold the corrections into one query: any of a typed
 * word's corrections, and every typed word.
 */
export class SearchWords1763890000000 implements MigrationInterface {
  name = 'SearchWords1763890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_word" ("word" text PRIMARY KEY)`);
    await queryRunner.query(
      `CREATE INDEX "idx_product_word_trgm" ON "product_word" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION product_word_add_names() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_word (word)
        SELECT DISTINCT w.lexeme FROM new_products n, unnest(to_tsvector('simple', n.name)) w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION product_word_add_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_word (word)
        SELECT w.lexeme FROM unnest(to_tsvector('simple', NEW.name)) w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER product_word_on_insert AFTER INSERT ON "product"
        REFERENCING NEW TABLE AS new_products
        FOR EACH STATEMENT EXECUTE FUNCTION product_word_add_names()`);
    await queryRunner.query(`
      CREATE TRIGGER product_word_on_rename AFTER UPDATE OF "name" ON "product"
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
        EXECUTE FUNCTION product_word_add_name()`);
    await queryRunner.query(`
      INSERT INTO product_word (word)
      SELECT DISTINCT w.lexeme FROM product p, unnest(to_tsvector('simple', p.name)) w`);
    await queryRunner.query(
      `CREATE AGGREGATE tsquery_or_agg(tsquery) (SFUNC = tsquery_or, STYPE = tsquery)`,
    );
    await queryRunner.query(
      `CREATE AGGREGATE tsquery_and_agg(tsquery) (SFUNC = tsquery_and, STYPE = tsquery)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP AGGREGATE tsquery_and_agg(tsquery)`);
    await queryRunner.query(`DROP AGGREGATE tsquery_or_agg(tsquery)`);
    await queryRunner.query(`DROP TRIGGER product_word_on_rename ON "product"`);
    await queryRunner.query(`DROP TRIGGER product_word_on_insert ON "product"`);
    await queryRunner.query(`DROP FUNCTION product_word_add_name()`);
    await queryRunner.query(`DROP FUNCTION product_word_add_names()`);
    await queryRunner.query(`DROP TABLE "product_word"`);
  }
}
