import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BEST_SELLER_COUNT,
  BEST_SELLER_WINDOW_DAYS,
  type Language,
  type Product,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { TtlCache } from '../common/ttl-cache.js';
import { PRODUCT_LIST_TTL_MS, ProductListCache } from './product-list.cache.js';
import { ProductQueryService } from './product-query.service.js';
import { AVAILABLE_SQL } from './product-search-sql.js';

/**
 * How long the ranking is trusted. Counting a month of order lines is the one heavy query of
 * the catalogue (100,000 orders: tens of milliseconds), and a best-seller list a minute old is
 * as good as a fresh one. The products themselves are kept only as long as the product list
 * (1.5 s, forgotten on every product write on this instance), so stock and archiving show as
 * soon as they do in the list.
 */
export const BEST_SELLER_TTL_MS = 60_000;

/**
 * Best Sellers on the home page: the in-stock products with the most units sold in the last
 * {@link BEST_SELLER_WINDOW_DAYS} days (orders that count: COD, or paid online; not
 * cancelled), topped up with the first products in stock.
 */
@Injectable()
export class BestSellersService {
  private ranking?: { ids: string[]; expiresAt: number };
  private pending?: Promise<string[]>;

  private readonly answer = new TtlCache<Product[]>(PRODUCT_LIST_TTL_MS, 3);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly query: ProductQueryService,
    listCache: ProductListCache,
  ) {
    listCache.onInvalidate(() => this.answer.clear());
  }

  /** The best sellers, names and descriptions in `language` (English where not translated). */
  list(language: Language = 'en'): Promise<Product[]> {
    return this.answer.get(`best-sellers:${language}`, () => this.read(language));
  }

  private async read(language: Language): Promise<Product[]> {
    const ranked = await this.query.availableByIds(await this.rankedIds(), language);
    const top = ranked.slice(0, BEST_SELLER_COUNT);
    if (top.length === BEST_SELLER_COUNT) return top;
    const fill = await this.query.firstAvailable(
      BEST_SELLER_COUNT - top.length,
      top.map((product) => product._id),
      language,
    );
    return [...top, ...fill];
  }

  /** Forget the ranking (tests; a seller may want the list to react at once). */
  invalidate(): void {
    this.ranking = undefined;
    this.pending = undefined;
    this.answer.clear();
  }

  private rankedIds(): Promise<string[]> {
    if (this.ranking && this.ranking.expiresAt > Date.now())
      return Promise.resolve(this.ranking.ids);
    if (!this.pending) {
      const pending = this.loadRanking().then((ids) => {
        this.ranking = { ids, expiresAt: Date.now() + BEST_SELLER_TTL_MS };
        return ids;
      });
      const clear = () => {
        if (this.pending === pending) this.pending = undefined;
      };
      pending.then(clear, clear);
      this.pending = pending;
    }
    return this.pending;
  }

  /**
   * Product ids by units sold, best first. A few more than needed: some may have sold out or
   * been archived since the ranking was made.
   */
  private async loadRanking(): Promise<string[]> {
    const rows = await this.dataSource.query<{ product_id: string }[]>(
      `SELECT s.product_id FROM (
         SELECT oi.product_id, sum(oi.quantity) AS units
           FROM order_item oi JOIN "order" o ON o.id = oi.order_id
          WHERE o.created_at > now() - make_interval(days => $1)
            AND o.status <> 'Cancelled'
            AND (o.payment_type = 'COD' OR o.is_paid)
            AND oi.product_id IS NOT NULL
          GROUP BY oi.product_id) s
         JOIN product p ON p.id = s.product_id
        WHERE p.archived_at IS NULL AND ${AVAILABLE_SQL}
        ORDER BY s.units DESC, s.product_id ASC
        LIMIT $2`,
      [BEST_SELLER_WINDOW_DAYS, BEST_SELLER_COUNT * 4],
    );
    return rows.map((row) => row.product_id);
  }
}
