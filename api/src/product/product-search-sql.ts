import {
  CATEGORIES,
  PRODUCT_PAGE_SIZE,
  type ProductQueryParams,
  type ProductSort,
} from '@greencart/contracts';
import { SqlParameters } from '../database/prepared-query.js';
import { decodeProductCursor, invalidProductCursor } from './product-cursor.js';

/*
 * The SQL of the product query (docs/CATALOGUE.md): search with typo tolerance, relevance,
 * filters, sorts and the keyset condition of a cursor, composed in code with `$n` parameters.
 * ProductQueryService runs it; the tests EXPLAIN it.
 */

/** What the product query asks, after validation (see `ProductQueryDto`). */
export type ProductQuery = ProductQueryParams;

/** Shoppers may buy it: the seller's switch, and for a tracked product some left to sell. */
export const AVAILABLE_SQL = `(p.in_stock AND (p.on_hand IS NULL OR p.on_hand - p.reserved > 0))`;

/** Corrections of one typed word tried at most (the closest dictionary words). */
const CORRECTIONS_PER_WORD = 5;

/**
 * The full-text query of a search text `q` (a `$n`): its words as typed (`websearch` syntax:
 * stemmed, so "tomatoes" finds "Tomato", in the name or the description), or, for typos and
 * prefixes, every typed word replaced by any of its closest words of the catalogue's names
 * (`product_word`, trigram similarity ≥ 0.3 or word similarity ≥ 0.6: "fesh ricce" → fresh
 * & rice, "banan" → banana, "chees" → cheese) and, for a word not in the list, the words one
 * common typo away that trigrams miss (`search_edit_patterns`: "mlik" → milk, "mik" → milk),
 * matched in names only (weight A); or the shopper's names with other names for the same
 * food (`synonyms`, a `$n` holding the `to_tsquery` text of `SynonymIndex.expand`, '' for
 * none: "eggplant" → brinjal). Words with a
 * digit or of fewer than 3 characters ("1", "500g", "kg") are not corrected: a name must have
 * a word starting with them. A typed word close to no name word leaves only the words as
 * typed. A scalar subquery: PostgreSQL computes it once, before the GIN index scan that uses
 * it.
 */
export function searchQuerySql(q: string, synonyms: string): string {
  // `OFFSET 0` keeps each word's corrections computed once (pulled up into the two
  // aggregates, they were computed twice); `exact || NULL` is NULL: then the words as typed.
  return `(SELECT coalesce(coalesce(exact || fuzzy, exact) || other, exact || fuzzy, exact)
     FROM (SELECT websearch_to_tsquery('english', ${q}) AS exact,
                  ${synonymQuerySql(synonyms)} AS other,
                  (SELECT CASE WHEN bool_and(corrected IS NOT NULL) THEN tsquery_and_agg(corrected) END
                     FROM (SELECT CASE
                             WHEN t.lexeme ~ '[0-9]' OR length(t.lexeme) < 3
                             THEN to_tsquery('simple', quote_literal(t.lexeme) || ':*A')
                             ELSE (SELECT tsquery_or_agg(to_tsquery('english', quote_literal(d.word) || ':A'))
                                     FROM ((SELECT w.word FROM product_word w
                                            WHERE t.lexeme % w.word OR t.lexeme <% w.word
                                            ORDER BY greatest(similarity(t.lexeme, w.word),
                                                              word_similarity(t.lexeme, w.word)) DESC, w.word
                                            LIMIT ${CORRECTIONS_PER_WORD})
                                           UNION
                                           (SELECT w.word FROM product_word w
                                             WHERE NOT EXISTS (SELECT 1 FROM product_word k WHERE k.word = t.lexeme)
                                               AND w.word LIKE ANY (search_edit_patterns(t.lexeme))
                                             ORDER BY similarity(t.lexeme, w.word) DESC, w.word
                                             LIMIT ${CORRECTIONS_PER_WORD})) d) END AS corrected
                             FROM unnest(to_tsvector('simple', ${q})) t OFFSET 0) typed) AS fuzzy) parts)`;
}

/**
 * Relevance of a product to the search text `q` (a `$n`, lower-cased): full-text rank of the
 * words as typed (name weighs more than description: weights A and B of `search_vector`)
 * plus twice the trigram word similarity of the text to the name (typos and prefixes), plus
 * the similarity to the whole name (of two names with the word, the one closest to what was
 * typed: "Tomato 1 kg" before "Tomato Soup Mix" for "tomatoe"), plus 1 for an exact name.
 * Rounded so that the cursor can carry it exactly. (The typed words' query is a scalar
 * subquery: computed once, not once per row.)
 */
function scoreSql(q: string, synonyms: string): string {
  return `round((
  ts_rank(p.search_vector, (SELECT websearch_to_tsquery('english', ${q})))
  + coalesce(ts_rank(p.search_vector, (SELECT ${synonymQuerySql(synonyms)})), 0)
  + 2 * word_similarity(${q}, lower(p.name))
  + similarity(${q}, lower(p.name))
  + CASE WHEN lower(p.name) = ${q} THEN 1 ELSE 0 END)::numeric, 6)`;
}

/**
 * A text `q` matches a product when the full-text query above matches (the words as typed,
 * or corrected), or when the name contains the text as typed (`like`, the spec's original
 * search). The GIN indexes on `search_vector` and on `lower(name)` serve both.
 */
export function matchSql(q: string, like: string, synonyms: string): string {
  return `(p.search_vector @@ ${searchQuerySql(q, synonyms)} OR lower(p.name) LIKE ${like})`;
}

/** The full-text query of other names (`synonyms`, a `$n`), or NULL when it is ''. */
function synonymQuerySql(synonyms: string): string {
  return `CASE WHEN ${synonyms} <> '' THEN to_tsquery('english', ${synonyms}) END`;
}

/**
 * Distance of a name from the search text `q`, for "did you mean": written over the
 * expression the GiST index `idx_product_name_nearest` is built on, so that the index orders
 * the names (migration NearestNameOwnIndex says why).
 */
export function nearestNameSql(q: string): string {
  return `${q} <<-> (lower(p.name) COLLATE "C")`;
}

/** One sort: its key expression, the SQL type its cursor key is read back as, and its direction. */
interface SortPlan {
  key: string;
  type: 'numeric' | 'integer' | 'timestamptz' | 'text';
  descending: boolean;
}

const KEY_PATTERN: Record<SortPlan['type'], RegExp> = {
  numeric: /^-?\d{1,12}(\.\d{1,12})?$/,
  integer: /^\d{1,12}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T][\d:.]{8,15}([+-]\d{2}(:?\d{2})?|Z)?$/,
  text: /^[\s\S]{0,200}$/,
};

function sortPlan(sort: ProductSort, q: string | null, synonyms: string): SortPlan {
  switch (sort) {
    case 'price-asc':
      return { key: 'p.offer_price_cents', type: 'integer', descending: false };
    case 'price-desc':
      return { key: 'p.offer_price_cents', type: 'integer', descending: true };
    case 'newest':
      return { key: 'p.created_at', type: 'timestamptz', descending: true };
    case 'name':
      return { key: 'lower(p.name)', type: 'text', descending: false };
    case 'relevance':
      // Without search text every product is equally relevant: the catalogue's own order.
      return q !== null
        ? { key: scoreSql(q, synonyms), type: 'numeric', descending: true }
        : { key: 'p.created_at', type: 'timestamptz', descending: false };
  }
}

/** `%`, `_` and `\` match themselves in the LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Search text as the queries use it: control characters dropped (PostgreSQL refuses NUL),
 * spaces collapsed, lower case. Empty means "no text".
 */
export function normaliseSearchText(text: string | undefined): string {
  return (
    (text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}

/** The stored category for a URL's category segment, case-insensitively; undefined if none. */
function categoryFor(segment: string): string | undefined {
  const wanted = segment.toLowerCase();
  return CATEGORIES.find((category) => category.path.toLowerCase() === wanted)?.path;
}

/** A query composed in code: its text and the values of its `$n`. */
export interface ComposedQuery {
  text: string;
  values: unknown[];
}

/**
 * The SQL of one page of products (without the "did you mean" fallback): filters, the match
 * and its relevance, the keyset condition of the cursor, one row more than the page to know
 * whether another follows. `synonymQuery`: the text's other names (`SynonymIndex.expand`). Rows have the product's columns and `sort_key`, the row's sort key
 * as text.
 */
export function pageQuery(query: ProductQuery, columns: string, synonymQuery = ''): ComposedQuery {
  const params = new SqlParameters();
  const text = normaliseSearchText(query.q);
  const sort = query.sort ?? 'relevance';
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const where = filterSql(query, params);
  const q = text === '' ? null : params.add(text);
  const synonyms = q === null ? '' : params.add(synonymQuery);
  if (q !== null) where.push(matchSql(q, params.add(likePattern(text)), synonyms));
  const plan = sortPlan(sort, q, synonyms);
  if (query.cursor) {
    const cursor = decodeProductCursor(query.cursor, sort);
    // A relevance cursor from a search, reused without it (or a key edited by hand).
    if (!KEY_PATTERN[plan.type].test(cursor.key)) throw invalidProductCursor();
    const key = `CAST(${params.add(cursor.key)} AS ${plan.type})`;
    const comparison = plan.descending ? '<' : '>';
    where.push(
      `((${plan.key}) ${comparison} ${key} OR ((${plan.key}) = ${key} AND p.id > ${params.add(cursor.id)}))`,
    );
  }
  return {
    text: `SELECT ${columns}, (${plan.key})::text AS sort_key FROM product p
      WHERE ${where.join(' AND ')}
      ORDER BY ${plan.key} ${plan.descending ? 'DESC' : 'ASC'}, p.id ASC
      LIMIT ${params.add(limit + 1)}`,
    values: params.values,
  };
}

/** The query's filters other than the text: archived state, stock and category. */
export function filterSql(query: ProductQuery, params: SqlParameters): string[] {
  const where: string[] = [];
  const archived = query.archived ?? 'exclude';
  if (archived === 'exclude') where.push('p.archived_at IS NULL');
  if (archived === 'only') where.push('p.archived_at IS NOT NULL');
  if (query.inStock !== false) where.push(AVAILABLE_SQL);
  if (query.category !== undefined) {
    const category = categoryFor(query.category);
    // An unknown category has no products: the page shows the spec's empty message.
    where.push(category ? `p.category = ${params.add(category)}` : 'FALSE');
  }
  if (where.length === 0) where.push('TRUE');
  return where;
}
