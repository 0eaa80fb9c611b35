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
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
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

/**
 * Relevance of a product to the search text `:q` (lower-cased): full-text rank (name weighs
 * more than description: weights A and B of `search_vector`) plus twice the trigram word
 * similarity of the text to the name (typos and prefixes), plus the similarity to the whole
 * name (of two names with the word, the one closest to what was typed: "Tomato 1 kg" before
 * "Tomato Soup Mix" for "tomatoe"), plus 1 for an exact name. Rounded
 * so that the cursor can carry it exactly.
 */
const SCORE_SQL = `round((
  ts_rank(p.search_vector, websearch_to_tsquery('english', :q))
  + 2 * word_similarity(:q, lower(p.name))
  + similarity(:q, lower(p.name))
  + CASE WHEN lower(p.name) = :q THEN 1 ELSE 0 END)::numeric, 6)`;

/**
 * A text matches a product when the full-text query matches (stemmed: "tomatoes" finds
 * "Tomato"), when a word of the name is close to it (`<%`: word similarity ≥ 0.6, "banan",
 * "tomatoe"), or when the name contains it. The two GIN indexes serve all three.
 */
export const MATCH_SQL = `(p.search_vector @@ websearch_to_tsquery('english', :q)
  OR :q <% lower(p.name) OR lower(p.name) LIKE :like)`;

/**
 * Distance of a name from the search text `:q`, for "did you mean": written over the
 * expression the GiST index `idx_product_name_nearest` is built on, so that the index orders
 * the names, and so that the match above is left to the GIN index (migration
 * NearestNameOwnIndex says why).
 */
export const NEAREST_NAME_SQL = `:q <<-> (lower(p.name) COLLATE "C")`;

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

function sortPlan(sort: ProductSort, hasText: boolean): SortPlan {
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
      return hasText
        ? { key: SCORE_SQL, type: 'numeric', descending: true }
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

/**
 * The catalogue as pages: search with typo tolerance, category and stock filters, sorts and
 * keyset pagination (docs/CATALOGUE.md), plus the navbar's suggestions and the detail page's
 * related products.
 */
@Injectable()
export class ProductQueryService {
  /**
   * Shoppers' pages and suggestions, kept as briefly as the product list and forgotten with
   * it on every product write on this instance: searches and typed prefixes repeat across
   * shoppers all the time, and each costs the database milliseconds of trigram work.
   */
  private readonly pages = new TtlCache<ProductQueryResponse>(PRODUCT_LIST_TTL_MS, CACHED_QUERIES);
  private readonly suggestions = new TtlCache<ProductSuggestion[]>(
    PRODUCT_LIST_TTL_MS,
    CACHED_QUERIES,
  );

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    listCache: ProductListCache,
  ) {
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
    const plan = sortPlan(sort, text !== '');
    const builder = this.filtered(query, text);
    const direction = plan.descending ? 'DESC' : 'ASC';
    builder.addSelect(`(${plan.key})::text`, 'sort_key');
    if (query.cursor) {
      const cursor = decodeProductCursor(query.cursor, sort);
      // A relevance cursor from a search, reused without it (or a key edited by hand).
      if (!KEY_PATTERN[plan.type].test(cursor.key)) throw invalidProductCursor();
      const comparison = plan.descending ? '<' : '>';
      builder.andWhere(
        `((${plan.key}) ${comparison} CAST(:cursorKey AS ${plan.type})
          OR ((${plan.key}) = CAST(:cursorKey AS ${plan.type}) AND p.id > :cursorId))`,
        { cursorKey: cursor.key, cursorId: cursor.id },
      );
    }
    builder
      .orderBy(plan.key, direction)
      .addOrderBy('p.id', 'ASC')
      .limit(limit + 1);
    const { entities, raw } = await builder.getRawAndEntities<{ sort_key: string }>();
    const more = entities.length > limit;
    const rows = entities.slice(0, limit);
    const last = rows.length > 0 ? rows.length - 1 : -1;
    const nextCursor =
      more && last >= 0
        ? encodeProductCursor({ sort, key: raw[last].sort_key, id: rows[last].id })
        : null;
    const didYouMean =
      rows.length === 0 && text !== '' && !query.cursor
        ? await this.closestName(query, text)
        : null;
    return {
      success: true,
      products: rows.map((row) => this.view(row)),
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
   * a full list start with it, the names most like it by trigram word similarity.
   */
  private async readSuggestions(text: string): Promise<ProductSuggestion[]> {
    const available = () =>
      this.products.createQueryBuilder('p').where(`p.archived_at IS NULL AND ${AVAILABLE_SQL}`);
    const starting = await available()
      .andWhere(`lower(p.name) COLLATE "C" LIKE :prefix`, {
        prefix: likePattern(text).slice(1),
      })
      .orderBy(`lower(p.name) COLLATE "C"`, 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(SUGGESTION_LIMIT)
      .getMany();
    let rows = starting;
    if (starting.length < SUGGESTION_LIMIT) {
      const like = available()
        .andWhere(`(:q <% lower(p.name) OR lower(p.name) LIKE :like)`, {
          q: text,
          like: likePattern(text),
        })
        .orderBy('word_similarity(:q, lower(p.name))', 'DESC')
        .addOrderBy('lower(p.name)', 'ASC')
        .addOrderBy('p.id', 'ASC')
        .limit(SUGGESTION_LIMIT - starting.length);
      if (starting.length > 0) {
        like.andWhere('p.id NOT IN (:...seen)', { seen: starting.map((row) => row.id) });
      }
      rows = [...starting, ...(await like.getMany())];
    }
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      image: row.images[0] ? absoluteAssetUrl(this.config.publicApiUrl, row.images[0]) : null,
      offerPrice: row.offerPriceCents / 100,
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

  /** The query's filters: archived state, stock, category and search text. */
  private filtered(query: ProductQuery, text: string): SelectQueryBuilder<ProductEntity> {
    const builder = this.products.createQueryBuilder('p').where('TRUE');
    const archived = query.archived ?? 'exclude';
    if (archived === 'exclude') builder.andWhere('p.archived_at IS NULL');
    if (archived === 'only') builder.andWhere('p.archived_at IS NOT NULL');
    if (query.inStock !== false) builder.andWhere(AVAILABLE_SQL);
    if (query.category !== undefined) {
      const category = categoryFor(query.category);
      // An unknown category has no products: the page shows the spec's empty message.
      builder.andWhere(category ? 'p.category = :category' : 'FALSE', { category });
    }
    if (text !== '') {
      builder.andWhere(MATCH_SQL).setParameters({ q: text, like: likePattern(text) });
    }
    return builder;
  }

  /**
   * The closest product name to a text that matched nothing ("did you mean …"): the names
   * nearest by word similarity, from the GiST trigram index (`NEAREST_NAME_SQL`), then of those the
   * closest word first and, of equals, the closest whole name, if close enough at all.
   */
  private async closestName(query: ProductQuery, text: string): Promise<string | null> {
    const nearest = this.filtered({ ...query, q: undefined }, '')
      .select('p.id', 'id')
      .addSelect('p.name', 'name')
      .orderBy(NEAREST_NAME_SQL)
      .limit(CLOSEST_NAME_CANDIDATES);
    const [sql, parameters] = nearest.setParameter('q', text).getQueryAndParameters();
    const next = parameters.length + 1;
    const rows: { name: string }[] = await this.products.query(
      `SELECT name FROM (${sql}) AS nearest
        WHERE similarity(lower(name), $${next}) >= 0.2 OR word_similarity($${next}, lower(name)) >= 0.35
        ORDER BY word_similarity($${next}, lower(name)) DESC, similarity(lower(name), $${next}) DESC, id
        LIMIT 1`,
      [...parameters, text],
    );
    return rows[0]?.name ?? null;
  }
}
