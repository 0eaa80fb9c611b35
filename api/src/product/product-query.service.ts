import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CATEGORIES,
  PRODUCT_PAGE_SIZE,
  RELATED_LIMIT,
  SUGGESTION_LIMIT,
  type Product,
  type ProductQueryParams,
  type ProductQueryResponse,
  type ProductSort,
  type ProductSuggestion,
} from '@greencart/contracts';
import type { DataSource, Repository } from 'typeorm';
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { columnsSql, entityFromJson } from '../database/json-rows.js';
import { queryPrepared, SqlParameters } from '../database/prepared-query.js';
import {
  decodeProductCursor,
  encodeProductCursor,
  invalidProductCursor,
} from './product-cursor.js';
import { PRODUCT_LIST_TTL_MS, ProductListCache } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import { absoluteAssetUrl, toProductView } from './product.view.js';

/** Names nearest to a text that "did you mean" chooses from. */
const CLOSEST_NAME_CANDIDATES = 20;

/** Different searches and pages kept at once by each answer cache. */
const CACHED_QUERIES = 2000;

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
 * & rice, "banan" → banana, "chees" → cheese), matched in names only (weight A). Words with a
 * digit or of fewer than 3 characters ("1", "500g", "kg") are not corrected: a name must have
 * a word starting with them. A typed word close to no name word leaves only the words as
 * typed. A scalar subquery: PostgreSQL computes it once, before the GIN index scan that uses
 * it.
 */
export function searchQuerySql(q: string): string {
  // `OFFSET 0` keeps each word's corrections computed once (pulled up into the two
  // aggregates, they were computed twice); `exact || NULL` is NULL: then the words as typed.
  return `(SELECT coalesce(exact || fuzzy, exact)
     FROM (SELECT websearch_to_tsquery('english', ${q}) AS exact,
                  (SELECT CASE WHEN bool_and(corrected IS NOT NULL) THEN tsquery_and_agg(corrected) END
                     FROM (SELECT CASE
                             WHEN t.lexeme ~ '[0-9]' OR length(t.lexeme) < 3
                             THEN to_tsquery('simple', quote_literal(t.lexeme) || ':*A')
                             ELSE (SELECT tsquery_or_agg(to_tsquery('english', quote_literal(d.word) || ':A'))
                                     FROM (SELECT w.word FROM product_word w
                                            WHERE t.lexeme % w.word OR t.lexeme <% w.word
                                            ORDER BY greatest(similarity(t.lexeme, w.word),
                                                              word_similarity(t.lexeme, w.word)) DESC, w.word
                                            LIMIT ${CORRECTIONS_PER_WORD}) d) END AS corrected
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
function scoreSql(q: string): string {
  return `round((
  ts_rank(p.search_vector, (SELECT websearch_to_tsquery('english', ${q})))
  + 2 * word_similarity(${q}, lower(p.name))
  + similarity(${q}, lower(p.name))
  + CASE WHEN lower(p.name) = ${q} THEN 1 ELSE 0 END)::numeric, 6)`;
}

/**
 * A text `q` matches a product when the full-text query above matches (the words as typed,
 * or corrected), or when the name contains the text as typed (`like`, the spec's original
 * search). The GIN indexes on `search_vector` and on `lower(name)` serve both.
 */
export function matchSql(q: string, like: string): string {
  return `(p.search_vector @@ ${searchQuerySql(q)} OR lower(p.name) LIKE ${like})`;
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

function sortPlan(sort: ProductSort, q: string | null): SortPlan {
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
        ? { key: scoreSql(q), type: 'numeric', descending: true }
        : { key: 'p.created_at', type: 'timestamptz', descending: false };
  }
}

/** `%`, `_` and `\` match themselves in the LIKE pattern. */
function likePattern(text: string): string {
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
 * whether another follows. Rows have the product's columns and `sort_key`, the row's sort key
 * as text.
 */
export function pageQuery(query: ProductQuery, columns: string): ComposedQuery {
  const params = new SqlParameters();
  const text = normaliseSearchText(query.q);
  const sort = query.sort ?? 'relevance';
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const where = filterSql(query, params);
  const q = text === '' ? null : params.add(text);
  if (q !== null) where.push(matchSql(q, params.add(likePattern(text))));
  const plan = sortPlan(sort, q);
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
function filterSql(query: ProductQuery, params: SqlParameters): string[] {
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

/**
 * The catalogue as pages: search with typo tolerance, category and stock filters, sorts and
 * keyset pagination (docs/CATALOGUE.md), plus the navbar's suggestions and the detail page's
 * related products. The hot reads (pages, suggestions, "did you mean") are composed SQL run
 * as prepared statements (database/prepared-query.ts).
 */
@Injectable()
export class ProductQueryService {
  /**
   * Shoppers' pages and suggestions, kept as briefly as the product list and forgotten with
   * it on every product write on this instance: searches and typed prefixes repeat across
   * shoppers all the time, and each costs the database a millisecond or more.
   */
  private readonly pages = new TtlCache<ProductQueryResponse>(PRODUCT_LIST_TTL_MS, CACHED_QUERIES);
  private readonly suggestions = new TtlCache<ProductSuggestion[]>(
    PRODUCT_LIST_TTL_MS,
    CACHED_QUERIES,
  );
  /** The product's columns for composed SQL (`p."id", p."name", …`), from its entity. */
  private readonly columns: string;
  private readonly dataSource: DataSource;

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    listCache: ProductListCache,
  ) {
    this.dataSource = products.manager.connection;
    this.columns = columnsSql(this.dataSource, ProductEntity, 'p');
    listCache.onInvalidate(() => {
      this.pages.clear();
      this.suggestions.clear();
    });
  }

  /** One page of products. `archived` other than `exclude` is for the seller (the controller checks). */
  page(query: ProductQuery): Promise<ProductQueryResponse> {
    // The seller's views (archived products included) are always read fresh.
    if ((query.archived ?? 'exclude') !== 'exclude') return this.readPage(query);
    const key = JSON.stringify([
      normaliseSearchText(query.q),
      query.category ?? null,
      query.inStock ?? null,
      query.sort ?? null,
      query.cursor ?? null,
      query.limit ?? null,
    ]);
    return this.pages.get(key, () => this.readPage(query));
  }

  private async readPage(query: ProductQuery): Promise<ProductQueryResponse> {
    const text = normaliseSearchText(query.q);
    const sort = query.sort ?? 'relevance';
    const limit = query.limit ?? PRODUCT_PAGE_SIZE;
    const sql = pageQuery(query, this.columns);
    const found = await this.rows<{ sort_key: string }>(sql);
    const rows = found.slice(0, limit);
    const last = rows.at(-1);
    const nextCursor =
      found.length > limit && last
        ? encodeProductCursor({ sort, key: last.row.sort_key, id: last.entity.id })
        : null;
    const didYouMean =
      rows.length === 0 && text !== '' && !query.cursor
        ? await this.closestName(query, text)
        : null;
    return {
      success: true,
      products: rows.map(({ entity }) => this.view(entity)),
      nextCursor,
      didYouMean,
    };
  }

  /** The navbar's suggestions: names starting with the text first, then the closest. */
  suggest(q: string | undefined): Promise<ProductSuggestion[]> {
    const text = normaliseSearchText(q);
    if (text === '') return Promise.resolve([]);
    return this.suggestions.get(text, () => this.readSuggestions(text));
  }

  /**
   * Names starting with the text first, in name order, from the byte-order name index (fast
   * even for "fresh tom", which a word of thousands of names resembles); only when fewer than
   * a full list start with it, the products the search would find (typos corrected, the word
   * being typed completed), closest name first. One statement: the second part is computed
   * only when the first leaves room (a one-time condition on the first part's count).
   */
  private async readSuggestions(text: string): Promise<ProductSuggestion[]> {
    const available = `p.archived_at IS NULL AND ${AVAILABLE_SQL}`;
    const rows = await this.rows<{ part: number }>({
      text: `WITH starting AS MATERIALIZED (
          SELECT ${this.columns} FROM product p
           WHERE ${available} AND lower(p.name) COLLATE "C" LIKE $3
           ORDER BY lower(p.name) COLLATE "C" ASC, p.id ASC LIMIT $4)
        SELECT 0 AS part, * FROM starting
        UNION ALL
        (SELECT 1 AS part, ${this.columns} FROM product p
          WHERE (SELECT count(*) FROM starting) < $4
            AND ${available} AND ${matchSql('$1', '$2')}
            AND NOT EXISTS (SELECT 1 FROM starting s WHERE s.id = p.id)
          ORDER BY word_similarity($1, lower(p.name)) DESC, lower(p.name) ASC, p.id ASC
          LIMIT $4 - (SELECT count(*) FROM starting))`,
      values: [text, likePattern(text), likePattern(text).slice(1), SUGGESTION_LIMIT],
    });
    // Each part comes in its own order; names starting with the text first (a stable sort).
    return rows
      .sort((a, b) => a.row.part - b.row.part)
      .map(({ entity }) => ({
        _id: entity.id,
        name: entity.name,
        category: entity.category,
        image: entity.images[0]
          ? absoluteAssetUrl(this.config.publicApiUrl, entity.images[0])
          : null,
        offerPrice: entity.offerPriceCents / 100,
      }));
  }

  /** One product; an archived one only for the seller. Undefined when there is none. */
  async one(id: string, seller: boolean): Promise<Product | undefined> {
    const row = await this.products.findOneBy({ id });
    if (!row || (row.archivedAt !== null && !seller)) return undefined;
    return this.view(row);
  }

  /** Up to RELATED_LIMIT other products of the same category that shoppers can buy. */
  async related(id: string): Promise<Product[] | undefined> {
    const product = await this.products.findOne({
      select: { id: true, category: true },
      where: { id },
    });
    if (!product) return undefined;
    const rows = await this.products
      .createQueryBuilder('p')
      .where(`p.archived_at IS NULL AND ${AVAILABLE_SQL}`)
      .andWhere('p.category = :category AND p.id <> :id', { category: product.category, id })
      .orderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(RELATED_LIMIT)
      .getMany();
    return rows.map((row) => this.view(row));
  }

  /** Products by id that shoppers can buy, in the order of `ids`. */
  async availableByIds(ids: readonly string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.products
      .createQueryBuilder('p')
      .where(`p.archived_at IS NULL AND ${AVAILABLE_SQL}`)
      .andWhere('p.id IN (:...ids)', { ids })
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.view(row)] : [];
    });
  }

  /** The first `count` products shoppers can buy, in catalogue order, skipping `except`. */
  async firstAvailable(count: number, except: readonly string[]): Promise<Product[]> {
    const builder = this.products
      .createQueryBuilder('p')
      .where(`p.archived_at IS NULL AND ${AVAILABLE_SQL}`)
      .orderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(count);
    if (except.length > 0) builder.andWhere('p.id NOT IN (:...except)', { except });
    return (await builder.getMany()).map((row) => this.view(row));
  }

  private view(row: ProductEntity): Product {
    return toProductView(row, this.config.publicApiUrl);
  }

  /** Rows of a composed query on product columns, each with its entity. */
  private async rows<R extends object = object>(
    sql: ComposedQuery,
  ): Promise<{ row: R; entity: ProductEntity }[]> {
    const rows = await queryPrepared<R & Record<string, unknown>>(
      this.dataSource,
      sql.text,
      sql.values,
    );
    return rows.map((row) => ({
      row,
      entity: entityFromJson(this.dataSource, ProductEntity, row),
    }));
  }

  /**
   * The closest product name to a text that matched nothing ("did you mean …"): the names
   * nearest by word similarity, from the GiST trigram index (`nearestNameSql`), then of those
   * the closest word first and, of equals, the closest whole name, if close enough at all.
   */
  private async closestName(query: ProductQuery, text: string): Promise<string | null> {
    const params = new SqlParameters();
    const where = filterSql({ ...query, q: undefined }, params);
    const q = params.add(text);
    const rows = await queryPrepared<{ name: string }>(
      this.dataSource,
      `SELECT name FROM (
         SELECT p.id, p.name FROM product p WHERE ${where.join(' AND ')}
          ORDER BY ${nearestNameSql(q)} LIMIT ${CLOSEST_NAME_CANDIDATES}) AS nearest
        WHERE similarity(lower(name), ${q}) >= 0.2 OR word_similarity(${q}, lower(name)) >= 0.35
        ORDER BY word_similarity(${q}, lower(name)) DESC, similarity(lower(name), ${q}) DESC, id
        LIMIT 1`,
      params.values,
    );
    return rows[0]?.name ?? null;
  }
}
