import {
  CATEGORIES,
  PRODUCT_PAGE_SIZE,
  isCalendarDateTime,
  type Language,
  type ProductQueryParams,
  type ProductSort,
} from '@greencart/contracts';
import { SqlParameters } from '../database/prepared-query.js';
import { decodeProductCursor, invalidProductCursor, type ProductCursor } from './product-cursor.js';

/*
 * The SQL of the product query (docs/CATALOGUE.md): search with typo tolerance, relevance,
 * filters, sorts and the keyset condition of a cursor, composed in code with `$n` parameters.
 * ProductQueryService runs it; the tests EXPLAIN it.
 */

/** What the product query asks, after validation (see `ProductQueryDto`). */
export type ProductQuery = ProductQueryParams;

/**
 * Shoppers may buy it: the seller's switch, and for a tracked product some left to sell (at
 * least one step of a weighed product, whose stock counts grams).
 */
export const AVAILABLE_SQL = `(p.in_stock AND (p.on_hand IS NULL OR p.on_hand - p.reserved >= COALESCE(p.step_grams, 1)))`;

/** Shoppers may not buy it (not archived): sold out. False sorts first. */
export const SOLD_OUT_SQL = `(NOT ${AVAILABLE_SQL})`;

/**
 * The product's translated names (Sinhala, then Tamil) as one lower-cased text: the expression
 * of the trigram index `idx_product_translated_names_trgm` (migration Translations), which a
 * search typed in those scripts matches, scores and corrects against.
 */
export const TRANSLATED_NAMES_SQL = `lower(coalesce(p.translations #>> '{si,name}', '') || ' ' || coalesce(p.translations #>> '{ta,name}', ''))`;

/** Sinhala (U+0D80–U+0DFF) and Tamil (U+0B80–U+0BFF) letters and signs. */
const NATIVE_SCRIPT = /[\u0D80-\u0DFF\u0B80-\u0BFF]/u;

/**
 * Whether a search text is typed (at least partly) in Sinhala or Tamil: it is then matched
 * on the translated names too, and its full-text query uses the `simple` configuration (no
 * stemmer knows those languages; `simple` keeps words as written, as the vector stores them).
 * A Latin-letter search is composed exactly as before.
 */
export function isNativeScript(text: string): boolean {
  return NATIVE_SCRIPT.test(text);
}

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
export function searchQuerySql(q: string, synonyms: string, native = false): string {
  const config = native ? 'simple' : 'english';
  // `OFFSET 0` keeps each word's corrections computed once (pulled up into the two
  // aggregates, they were computed twice); `exact || NULL` is NULL: then the words as typed.
  return `(SELECT coalesce(coalesce(exact || fuzzy, exact) || other, exact || fuzzy, exact)
     FROM (SELECT websearch_to_tsquery('${config}', ${q}) AS exact,
                  ${synonymQuerySql(synonyms)} AS other,
                  (SELECT CASE WHEN bool_and(corrected IS NOT NULL) THEN tsquery_and_agg(corrected) END
                     FROM (SELECT CASE
                             WHEN t.lexeme ~ '[0-9]' OR length(t.lexeme) < 3
                             THEN to_tsquery('simple', quote_literal(t.lexeme) || ':*A')
                             ELSE (SELECT tsquery_or_agg(to_tsquery('${config}', quote_literal(d.word) || ':A'))
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
function scoreSql(q: string, synonyms: string, native = false): string {
  if (native) {
    // Typed in Sinhala or Tamil: the same parts over the translated names.
    return `round((
  ts_rank(p.search_vector, (SELECT websearch_to_tsquery('simple', ${q})))
  + coalesce(ts_rank(p.search_vector, (SELECT ${synonymQuerySql(synonyms)})), 0)
  + 2 * word_similarity(${q}, ${TRANSLATED_NAMES_SQL})
  + greatest(similarity(${q}, lower(coalesce(p.translations #>> '{si,name}', ''))),
             similarity(${q}, lower(coalesce(p.translations #>> '{ta,name}', ''))))
  + CASE WHEN ${q} IN (lower(p.translations #>> '{si,name}'), lower(p.translations #>> '{ta,name}')) THEN 1 ELSE 0 END)::numeric, 6)`;
  }
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
export function matchSql(q: string, like: string, synonyms: string, native = false): string {
  if (native) {
    // The translated names contain the text as typed (their trigram index serves it).
    return `(p.search_vector @@ ${searchQuerySql(q, synonyms, true)} OR lower(p.name) LIKE ${like} OR ${TRANSLATED_NAMES_SQL} LIKE ${like})`;
  }
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

/**
 * Whether a cursor's key can be read back as its sort's type: anything else (a key edited by
 * hand) is a 400, not a statement PostgreSQL fails. Times go through the one calendar rule.
 */
const KEY_READABLE: Record<SortPlan['type'], (key: string) => boolean> = {
  numeric: (key) => /^-?\d{1,12}(\.\d{1,12})?$/.test(key),
  integer: (key) => /^\d{1,12}$/.test(key),
  timestamptz: isCalendarDateTime,
  text: (key) => /^[\s\S]{0,200}$/.test(key),
};

/**
 * The name a listing sorted by name orders by: in Sinhala or Tamil the translated name, else
 * the English one (as `localizedProductText` shows it). Written over the expressions the
 * indexes `idx_product_name_id`, `…_si_id` and `…_ta_id` are built on (migrations
 * CatalogueSearch and TranslatedNameSort), so a page is read in index order.
 */
export function nameSortSql(language: Language): string {
  return language === 'en'
    ? 'lower(p.name)'
    : `lower(coalesce(nullif(p.translations #>> '{${language},name}', ''), p.name))`;
}

function sortPlan(
  sort: ProductSort,
  q: string | null,
  synonyms: string,
  native: boolean,
  language: Language,
): SortPlan {
  switch (sort) {
    case 'price-asc':
      return { key: 'p.offer_price_cents', type: 'integer', descending: false };
    case 'price-desc':
      return { key: 'p.offer_price_cents', type: 'integer', descending: true };
    case 'newest':
      return { key: 'p.created_at', type: 'timestamptz', descending: true };
    case 'name':
      return { key: nameSortSql(language), type: 'text', descending: false };
    case 'relevance':
      // Without search text every product is equally relevant: the catalogue's own order.
      return q !== null
        ? { key: scoreSql(q, synonyms, native), type: 'numeric', descending: true }
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
 * Whether a page lists sold-out products after the available ones (issue 28): the shoppers'
 * default, when the query gives no `inStock`. `inStock=true` lists only what can be bought;
 * `inStock=false` (the seller's list) lists everything in the sort's plain order.
 */
export function listsSoldOutLast(query: ProductQuery): boolean {
  return query.inStock === undefined;
}

/**
 * The SQL of one page of products (without the "did you mean" fallback): filters, the match
 * and its relevance, the keyset condition of the cursor, one row more than the page to know
 * whether another follows. `synonymQuery`: the text's other names (`SynonymIndex.expand`).
 * Rows have the product's columns, `sort_key` (the row's sort key as text) and `sold_out`
 * (whether shoppers cannot buy it).
 *
 * When sold-out products come last ({@link listsSoldOutLast}), availability is the first part
 * of every sort and of the cursor. A search orders its matches (a few dozen, scored anyway)
 * by availability, then the sort. A listing without text reads the available products
 * through the sort's own index (`idx_product_created_at_id`, `…offer_price_id`, `…name_id`)
 * and the sold-out ones, the same way, only when the available ones run out on this page: a
 * leading availability column would need an index over the stock columns, and every sale
 * would then rewrite all of the product's indexes, the GIN ones included.
 */
export function pageQuery(query: ProductQuery, columns: string, synonymQuery = ''): ComposedQuery {
  const params = new SqlParameters();
  const text = normaliseSearchText(query.q);
  const sort = query.sort ?? 'relevance';
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const soldOutLast = listsSoldOutLast(query);
  const where = filterSql(query, params);
  const q = text === '' ? null : params.add(text);
  const synonyms = q === null ? '' : params.add(synonymQuery);
  const native = isNativeScript(text);
  if (q !== null) where.push(matchSql(q, params.add(likePattern(text)), synonyms, native));
  const plan = sortPlan(sort, q, synonyms, native, query.lang ?? 'en');
  const cursor = query.cursor ? decodeProductCursor(query.cursor, sort, soldOutLast) : undefined;
  // A relevance cursor from a search, reused without it (or a key edited by hand).
  if (cursor && !KEY_READABLE[plan.type](cursor.key)) throw invalidProductCursor();
  const after = cursor ? afterCursorSql(plan, cursor, params) : undefined;
  const order = `${plan.key} ${plan.descending ? 'DESC' : 'ASC'}, p.id ASC`;
  const select = (soldOut: string) =>
    `SELECT ${columns}, (${plan.key})::text AS sort_key, ${soldOut} AS sold_out FROM product p`;

  if (!soldOutLast || q !== null) {
    if (soldOutLast && cursor) {
      // After the cursor's row: a later part (sold out after available), or the same part and
      // after it in the sort.
      const soldOut = params.add(cursor.soldOut);
      where.push(
        `(${SOLD_OUT_SQL} > CAST(${soldOut} AS boolean) OR (${SOLD_OUT_SQL} = CAST(${soldOut} AS boolean) AND ${after}))`,
      );
    } else if (after) {
      where.push(after);
    }
    return {
      text: `${select(SOLD_OUT_SQL)}
      WHERE ${where.join(' AND ')}
      ORDER BY ${soldOutLast ? `${SOLD_OUT_SQL} ASC, ` : ''}${order}
      LIMIT ${params.add(limit + 1)}`,
      values: params.values,
    };
  }

  const filters = where.join(' AND ');
  const rows = params.add(limit + 1);
  // The cursor's row was sold out: only sold-out products follow it.
  if (cursor?.soldOut) {
    return {
      text: `${select('true')}
      WHERE ${filters} AND ${SOLD_OUT_SQL} AND ${after}
      ORDER BY ${order}
      LIMIT ${rows}`,
      values: params.values,
    };
  }
  // The available products after the cursor, then, only when they do not fill the page (a
  // one-time condition on the first part's count), the sold-out ones from the start. The
  // service puts the parts in that order.
  return {
    text: `WITH available AS MATERIALIZED (
        ${select('false')}
         WHERE ${filters} AND ${AVAILABLE_SQL}${after ? ` AND ${after}` : ''}
         ORDER BY ${order}
         LIMIT ${rows})
      SELECT * FROM available
      UNION ALL
      (${select('true')}
        WHERE (SELECT count(*) FROM available) < ${rows} AND ${filters} AND ${SOLD_OUT_SQL}
        ORDER BY ${order}
        LIMIT ${rows} - (SELECT count(*) FROM available))`,
    values: params.values,
  };
}

/** Rows after the cursor's row in the sort (within its availability part, if any). */
function afterCursorSql(plan: SortPlan, cursor: ProductCursor, params: SqlParameters): string {
  const key = `CAST(${params.add(cursor.key)} AS ${plan.type})`;
  const comparison = plan.descending ? '<' : '>';
  return `((${plan.key}) ${comparison} ${key} OR ((${plan.key}) = ${key} AND p.id > ${params.add(cursor.id)}))`;
}

/** The query's filters other than the text: archived state, stock and category. */
export function filterSql(query: ProductQuery, params: SqlParameters): string[] {
  const where: string[] = [];
  const archived = query.archived ?? 'exclude';
  if (archived === 'exclude') where.push('p.archived_at IS NULL');
  if (archived === 'only') where.push('p.archived_at IS NOT NULL');
  // Without `inStock` sold-out products are listed too, last (`listsSoldOutLast`).
  if (query.inStock === true) where.push(AVAILABLE_SQL);
  if (query.category !== undefined) {
    const category = categoryFor(query.category);
    // An unknown category has no products: the page shows the spec's empty message.
    where.push(category ? `p.category = ${params.add(category)}` : 'FALSE');
  }
  if (where.length === 0) where.push('TRUE');
  return where;
}
