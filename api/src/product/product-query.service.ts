import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PRODUCT_PAGE_SIZE,
  RELATED_LIMIT,
  SUGGESTION_LIMIT,
  fromCents,
  localizedProductText,
  type Language,
  type Product,
  type ProductQueryResponse,
  type ProductSuggestion,
} from '@greencart/contracts';
import type { DataSource, Repository } from 'typeorm';
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { columnsSql, entityFromJson } from '../database/json-rows.js';
import { queryPrepared, SqlParameters } from '../database/prepared-query.js';
import { encodeProductCursor } from './product-cursor.js';
import { PRODUCT_LIST_TTL_MS, ProductListCache } from './product-list.cache.js';
import {
  AVAILABLE_SQL,
  filterSql,
  isNativeScript,
  likePattern,
  listsSoldOutLast,
  matchSql,
  nearestNameSql,
  normaliseSearchText,
  pageQuery,
  TRANSLATED_NAMES_SQL,
  type ComposedQuery,
  type ProductQuery,
} from './product-search-sql.js';
import { ProductEntity } from './product.entity.js';
import { SynonymsService } from './synonyms.service.js';
import { absoluteAssetUrl, toProductView } from './product.view.js';

/** Names nearest to a text that "did you mean" chooses from. */
const CLOSEST_NAME_CANDIDATES = 20;

/** Different searches and pages kept at once by each answer cache. */
const CACHED_QUERIES = 2000;

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
    private readonly synonyms: SynonymsService,
  ) {
    this.dataSource = products.manager.connection;
    this.columns = columnsSql(this.dataSource, ProductEntity, 'p');
    listCache.onInvalidate(() => {
      this.pages.clear();
      this.suggestions.clear();
    });
  }

  /**
   * One page of products. `archived` other than `exclude` is for the seller (the controller
   * checks). `seller`: the seller's view, with each product's translations, always read fresh.
   */
  page(query: ProductQuery, seller = false): Promise<ProductQueryResponse> {
    // The seller's views (archived products included) are always read fresh.
    if (seller || (query.archived ?? 'exclude') !== 'exclude') return this.readPage(query, seller);
    const key = JSON.stringify([
      query.lang ?? 'en',
      normaliseSearchText(query.q),
      query.category ?? null,
      query.inStock ?? null,
      query.sort ?? null,
      query.cursor ?? null,
      query.limit ?? null,
    ]);
    return this.pages.get(key, () => this.readPage(query, false));
  }

  private async readPage(query: ProductQuery, seller: boolean): Promise<ProductQueryResponse> {
    const text = normaliseSearchText(query.q);
    const sort = query.sort ?? 'relevance';
    const limit = query.limit ?? PRODUCT_PAGE_SIZE;
    const synonyms = text === '' ? '' : (await this.synonyms.index()).expand(text);
    const sql = pageQuery(query, this.columns, synonyms);
    const soldOutLast = listsSoldOutLast(query);
    const found = await this.rows<{ sort_key: string; sold_out: boolean }>(sql);
    // Available products first: a listing read in two parts has each part in the sort's
    // order (a stable sort keeps it).
    if (soldOutLast) found.sort((a, b) => Number(a.row.sold_out) - Number(b.row.sold_out));
    const rows = found.slice(0, limit);
    const last = rows.at(-1);
    const nextCursor =
      found.length > limit && last
        ? encodeProductCursor({
            sort,
            key: last.row.sort_key,
            id: last.entity.id,
            soldOut: soldOutLast ? last.row.sold_out : undefined,
          })
        : null;
    const didYouMean =
      rows.length === 0 && text !== '' && !query.cursor
        ? await this.closestName(query, text)
        : null;
    return {
      success: true,
      products: rows.map(({ entity }) => this.view(entity, query.lang ?? 'en', seller)),
      nextCursor,
      didYouMean,
    };
  }

  /** The navbar's suggestions: names starting with the text first, then the closest. */
  suggest(q: string | undefined, language: Language = 'en'): Promise<ProductSuggestion[]> {
    const text = normaliseSearchText(q);
    if (text === '') return Promise.resolve([]);
    const key = language === 'en' ? text : `${language}:${text}`;
    return this.suggestions.get(key, () => this.readSuggestions(text, language));
  }

  /**
   * Names starting with the text first, in name order, from the byte-order name index (fast
   * even for "fresh tom", which a word of thousands of names resembles); only when fewer than
   * a full list start with it, the products the search would find (typos corrected, the word
   * being typed completed), closest name first. One statement: the second part is computed
   * only when the first leaves room (a one-time condition on the first part's count).
   */
  private async readSuggestions(text: string, language: Language): Promise<ProductSuggestion[]> {
    const available = `p.archived_at IS NULL AND ${AVAILABLE_SQL}`;
    const synonyms = (await this.synonyms.index()).expand(text);
    const rows = await this.rows<{ part: number }>(
      isNativeScript(text)
        ? this.nativeSuggestionsSql(text, available, synonyms)
        : {
            text: `WITH starting AS MATERIALIZED (
          SELECT ${this.columns} FROM product p
           WHERE ${available} AND lower(p.name) COLLATE "C" LIKE $3
           ORDER BY lower(p.name) COLLATE "C" ASC, p.id ASC LIMIT $4)
        SELECT 0 AS part, * FROM starting
        UNION ALL
        (SELECT 1 AS part, ${this.columns} FROM product p
          WHERE (SELECT count(*) FROM starting) < $4
            AND ${available} AND ${matchSql('$1', '$2', '$5')}
            AND NOT EXISTS (SELECT 1 FROM starting s WHERE s.id = p.id)
          ORDER BY word_similarity($1, lower(p.name)) DESC, lower(p.name) ASC, p.id ASC
          LIMIT $4 - (SELECT count(*) FROM starting))`,
            values: [
              text,
              likePattern(text),
              likePattern(text).slice(1),
              SUGGESTION_LIMIT,
              synonyms,
            ],
          },
    );
    // Each part comes in its own order; names starting with the text first (a stable sort).
    return rows
      .sort((a, b) => a.row.part - b.row.part)
      .map(({ entity }) => ({
        _id: entity.id,
        name: localizedProductText(entity, language).name,
        category: entity.category,
        image: entity.images[0]
          ? absoluteAssetUrl(this.config.publicApiUrl, entity.images[0])
          : null,
        offerPrice: entity.offerPriceCents / 100,
        // Sold by weight: shown per kg, as on its card (never one step's price).
        ...(entity.soldBy === 'weight' && entity.offerPricePerKgCents !== null
          ? { offerPricePerKg: fromCents(entity.offerPricePerKgCents) }
          : {}),
      }));
  }

  /**
   * A search typed in Sinhala or Tamil: the products the search would find (matched on their
   * translated names too), closest translated name first (the shortest of equals: "Tomato"
   * before "Tomato Soup Mix"). No "starting with" part: no index
   * orders the translated names, and a search in those scripts is short anyway.
   */
  private nativeSuggestionsSql(text: string, available: string, synonyms: string): ComposedQuery {
    return {
      text: `SELECT 1 AS part, ${this.columns} FROM product p
        WHERE ${available} AND ${matchSql('$1', '$2', '$4', true)}
        ORDER BY word_similarity($1, ${TRANSLATED_NAMES_SQL}) DESC,
                 greatest(similarity($1, lower(coalesce(p.translations #>> '{si,name}', ''))),
                          similarity($1, lower(coalesce(p.translations #>> '{ta,name}', '')))) DESC,
                 p.id ASC
        LIMIT $3`,
      values: [text, likePattern(text), SUGGESTION_LIMIT, synonyms],
    };
  }

  /**
   * One product; an archived one only for the seller, who also gets its translations.
   * Undefined when there is none.
   */
  async one(id: string, seller: boolean, language: Language = 'en'): Promise<Product | undefined> {
    const row = await this.products.findOneBy({ id });
    if (!row || (row.archivedAt !== null && !seller)) return undefined;
    return this.view(row, language, seller);
  }

  /** Up to RELATED_LIMIT other products of the same category that shoppers can buy. */
  async related(id: string, language: Language = 'en'): Promise<Product[] | undefined> {
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
    return rows.map((row) => this.view(row, language));
  }

  /** Products by id that shoppers can buy, in the order of `ids`. */
  async availableByIds(ids: readonly string[], language: Language = 'en'): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.products
      .createQueryBuilder('p')
      .where(`p.archived_at IS NULL AND ${AVAILABLE_SQL}`)
      .andWhere('p.id IN (:...ids)', { ids })
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.view(row, language)] : [];
    });
  }

  /** The first `count` products shoppers can buy, in catalogue order, skipping `except`. */
  async firstAvailable(
    count: number,
    except: readonly string[],
    language: Language = 'en',
  ): Promise<Product[]> {
    const builder = this.products
      .createQueryBuilder('p')
      .where(`p.archived_at IS NULL AND ${AVAILABLE_SQL}`)
      .orderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(count);
    if (except.length > 0) builder.andWhere('p.id NOT IN (:...except)', { except });
    return (await builder.getMany()).map((row) => this.view(row, language));
  }

  private view(row: ProductEntity, language: Language = 'en', seller = false): Product {
    return toProductView(row, this.config.publicApiUrl, { language, translations: seller });
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
   * the closest word first and, of equals, the closest whole name, if close enough to help
   * (similarity ≥ 0.3 or word similarity ≥ 0.5: "brocoli" is 0.13 and 0.38 from "Brown Eggs",
   * which the earlier 0.2 / 0.35 offered).
   */
  private async closestName(query: ProductQuery, text: string): Promise<string | null> {
    const params = new SqlParameters();
    const where = filterSql({ ...query, q: undefined }, params);
    const q = params.add(text);
    if (isNativeScript(text)) return this.closestTranslatedName(where, q, params);
    const rows = await queryPrepared<{ name: string }>(
      this.dataSource,
      `SELECT name FROM (
         SELECT p.id, p.name FROM product p WHERE ${where.join(' AND ')}
          ORDER BY ${nearestNameSql(q)} LIMIT ${CLOSEST_NAME_CANDIDATES}) AS nearest
        WHERE similarity(lower(name), ${q}) >= 0.3 OR word_similarity(${q}, lower(name)) >= 0.5
        ORDER BY word_similarity(${q}, lower(name)) DESC, similarity(lower(name), ${q}) DESC, id
        LIMIT 1`,
      params.values,
    );
    return rows[0]?.name ?? null;
  }

  /**
   * "Did you mean" for a text typed in Sinhala or Tamil: the translated name (either language)
   * closest to it, by the same thresholds, from the products whose translated names share
   * trigrams with it (the trigram index over the translated names).
   */
  private async closestTranslatedName(
    where: string[],
    q: string,
    params: SqlParameters,
  ): Promise<string | null> {
    const rows = await queryPrepared<{ name: string }>(
      this.dataSource,
      `SELECT name FROM (
         SELECT p.id, n.name FROM product p
          CROSS JOIN LATERAL (VALUES (p.translations #>> '{si,name}'), (p.translations #>> '{ta,name}')) AS n(name)
          WHERE ${where.join(' AND ')} AND n.name IS NOT NULL
            AND (${TRANSLATED_NAMES_SQL} % ${q} OR ${q} <% ${TRANSLATED_NAMES_SQL})) AS nearest
        WHERE similarity(lower(name), ${q}) >= 0.3 OR word_similarity(${q}, lower(name)) >= 0.5
        ORDER BY word_similarity(${q}, lower(name)) DESC, similarity(lower(name), ${q}) DESC, id
        LIMIT 1`,
      params.values,
    );
    return rows[0]?.name ?? null;
  }
}
