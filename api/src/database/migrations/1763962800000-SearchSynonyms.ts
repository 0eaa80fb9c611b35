import { DEFAULT_SYNONYM_GROUPS, normaliseSynonymTerm } from '@greencart/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that understands shoppers (docs/CATALOGUE.md):
 * - `synonym_group`: other names for the same food, managed by the seller, started with the
 *   shipped default list (only into an empty table: running it again adds nothing);
 * - `search_edit_patterns(word)`: the LIKE patterns of the words one common typo away from a
 *   typed word (two neighbouring letters swapped: "mlik" → milk; for words of at most 5
 *   letters also one letter missing or wrong: "mik" → milk, "soop" → soup), which trigram
 *   similarity misses: such short words share too few trigrams. Letters only (no `%`, `_` or
 *   `\` to escape); NULL otherwise.
 */
export class SearchSynonyms1763962800000 implements MigrationInterface {
  name = 'SearchSynonyms1763962800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "synonym_group" ("id" serial PRIMARY KEY, "terms" text[] NOT NULL)`,
    );
    const groups = DEFAULT_SYNONYM_GROUPS.map((group) => group.terms.map(normaliseSynonymTerm));
    await queryRunner.query(
      `INSERT INTO "synonym_group" ("terms")
         SELECT ARRAY(SELECT json_array_elements_text(g.value))
           FROM json_array_elements($1::json) WITH ORDINALITY AS g(value, n)
          WHERE NOT EXISTS (SELECT 1 FROM "synonym_group")
          ORDER BY g.n`,
      [JSON.stringify(groups)],
    );
    await queryRunner.query(`
      CREATE FUNCTION search_edit_patterns(word text) RETURNS text[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN word ~ '^[[:alpha:]]{3,}$' THEN ARRAY(
          SELECT left(word, i - 1) || substr(word, i + 1, 1) || substr(word, i, 1) || substr(word, i + 2)
            FROM generate_series(1, length(word) - 1) i
          UNION ALL
          SELECT left(word, i) || '_' || substr(word, i + 1)
            FROM generate_series(0, length(word)) i WHERE length(word) <= 5
          UNION ALL
          SELECT left(word, i - 1) || '_' || substr(word, i + 1)
            FROM generate_series(1, length(word)) i WHERE length(word) <= 5) END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION search_edit_patterns(text)`);
    await queryRunner.query(`DROP TABLE "synonym_group"`);
  }
}
