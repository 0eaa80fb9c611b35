import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BATCH_STATUSES,
  ERROR_CODES,
  ORDER_PAGE_DEFAULT,
  QUEUE_LIMIT,
  QUEUE_STATUSES,
  WEIGHING_STATUSES,
  type OrderDetailResponse,
  type OrderListResponse,
  type OrderQueueResponse,
  type PaymentState,
} from '@greencart/contracts';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { TtlCache } from '../../common/ttl-cache.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PRODUCT_LIST_TTL_MS } from '../../product/product-list.cache.js';
import type { OrderPageQueryDto, SellerOrderQueryDto } from './order-list-query.dto.js';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor.js';
import { ORDER_EVENT_BUS, type OrderEventBus } from './order-events.js';
import { searchOrders } from './order-search.js';
import { entityFromJson } from '../../database/json-rows.js';
import { orderDetailSql, ordersWithLinesSql } from './order-sql.js';
import { queryPrepared } from '../../database/prepared-query.js';
import { ProductEntity } from '../../product/product.entity.js';
import { OrderHistoryEntity } from '../order-history.entity.js';
import { OrderItemEntity } from '../order-item.entity.js';
import { OrderEntity } from '../order.entity.js';
import { versionColumnsSql, type OrderVersion } from '../order-rows.js';
import { toOrderDetail, toOrderView, withPicks } from './order.view.js';
import { todayNeedSql } from '../../dashboard/today.sql.js';

/** How long a seller's page is kept when no order changes: as long as the catalogue's. */
const SELLER_PAGE_TTL_MS = PRODUCT_LIST_TTL_MS;

/** Different seller pages (filters, searches, cursors) kept at once. */
const SELLER_PAGES_KEPT = 200;

/** The orders in each payment state: the SQL of contracts' `paymentState`. */
const PAYMENT_STATE_SQL: Record<PaymentState, string> = {
  paid: 'order.isPaid = true',
  pending: `(order.isPaid = false AND order.status <> 'Cancelled')`,
  not_charged: `(order.isPaid = false AND order.status = 'Cancelled')`,
};

/**
 * Orders waiting for weights (`toWeigh=true`, docs/ORDERS.md "Weighed orders"): not yet out
 * for delivery, with a weighed line that has something to pack and no weight.
 */
const TO_WEIGH_SQL = `"order"."status" IN (${WEIGHING_STATUSES.map((s) => `'${s}'`).join(', ')}) AND EXISTS (
  SELECT 1 FROM order_item w WHERE w.order_id = "order"."id"
    AND w.step_grams IS NOT NULL AND w.packed_grams IS NULL AND w.quantity > 0)`;

/**
 * Reading orders: pages of the shopper's own and of every order (keyset pages, newest first),
 * the seller's filters and search, and one order with its history. Unpaid online orders stay
 * unseen: they become orders when the payment provider says they are paid.
 */
@Injectable()
export class OrderQueryService {
  /**
   * The seller's pages, kept briefly and shared by the whole team: every staff member's
   * dashboard asks for the same first page, and building twenty orders with their lines and
   * products costs the API several milliseconds (docs/ORDERS.md). Any order event, from this
   * instance or another, forgets them all, so a change shows as soon as the live feed says
   * so; a product edit shows within the same 1.5 s as in the catalogue.
   */
  private readonly sellerPages = new TtlCache<OrderListResponse>(
    SELLER_PAGE_TTL_MS,
    SELLER_PAGES_KEPT,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ORDER_EVENT_BUS) events: OrderEventBus,
  ) {
    events.subscribe(() => this.sellerPages.clear());
  }

  /**
   * Forgets the seller's pages at once, for a change this instance has just committed: its
   * live event reaches this instance's listener a moment later (PostgreSQL's NOTIFY), and the
   * answer to the change may reach the client before it.
   */
  forgetSellerPages(): void {
    this.sellerPages.clear();
  }

  /** One page of the caller's visible orders. */
  listOwn(userId: string, query: OrderPageQueryDto): Promise<OrderListResponse> {
    return this.page(query, 'shopper', (q) => q.andWhere('order.userId = :userId', { userId }));
  }

  /** One page of every visible order, filtered by status and payment, searched by number, customer or phone. */
  listAll(query: SellerOrderQueryDto): Promise<OrderListResponse> {
    // Today's lists turn on the clock and the shop's settings, not only on order events: read
    // fresh, so a list always shows what its tile just counted.
    if (query.need) return this.readAll(query);
    const key = JSON.stringify([
      query.status ?? null,
      query.payment ?? null,
      query.q?.trim() ?? '',
      query.cursor ?? null,
      query.limit ?? null,
      query.slotId ?? null,
      query.toWeigh ?? null,
      query.need ?? null,
    ]);
    return this.sellerPages.get(key, () => this.readAll(query));
  }

  private readAll(query: SellerOrderQueryDto): Promise<OrderListResponse> {
    return this.page(query, 'staff', (q) => {
      if (query.status) q.andWhere('order.status = :status', { status: query.status });
      if (query.payment) q.andWhere(PAYMENT_STATE_SQL[query.payment]);
      if (query.slotId) q.andWhere('order.deliverySlotId = :slotId', { slotId: query.slotId });
      if (query.toWeigh) q.andWhere(TO_WEIGH_SQL);
      if (query.need) q.andWhere(`(${todayNeedSql(query.need, '"order"')})`);
      const text = query.q?.trim();
      if (!text) return;
      searchOrders(q, text);
    });
  }

  /**
   * The packer's queue (docs/ORDERS.md, "The packer's queue"): the visible orders not
   * delivered or cancelled, by their delivery window's start (orders without a window last),
   * then by when they were placed; one statement, the lists' own.
   */
  async queue(): Promise<OrderQueueResponse> {
    const statuses = QUEUE_STATUSES.map((status) => `'${status}'`).join(', ');
    const rows = await queryPrepared<PageRow>(
      this.dataSource,
      `WITH queue AS (
         SELECT o."id", o."number", NULL::text AS micros FROM "order" o
          WHERE o."status" IN (${statuses}) AND (o."payment_type" = 'COD' OR o."is_paid")
          ORDER BY (o."delivery_window"->>'start')::timestamptz ASC NULLS LAST, o."created_at", o."number"
          LIMIT ${QUEUE_LIMIT}
       ) ${ordersWithLinesSql(this.dataSource, 'queue')}`,
      [],
    );
    const orders = rows.map((row) => {
      const order = this.orderFromJson(row);
      const view = toOrderView(order, this.config.publicApiUrl);
      view.paymentCheck = order.paymentCheck;
      return withPicks(view, order);
    });
    // The statement answers newest first (the lists' order): put them back in queue order.
    const windowStart = (start: string | undefined) =>
      start ? Date.parse(start) : Number.POSITIVE_INFINITY;
    orders.sort(
      (a, b) =>
        windowStart(a.deliveryWindow?.start) - windowStart(b.deliveryWindow?.start) ||
        Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
        a.number.localeCompare(b.number),
    );
    return { success: true, orders };
  }

  /**
   * The orders of one delivery window still to pick (`BATCH_STATUSES`, docs/ORDERS.md "Batch
   * picking"), staff views with their ticks, by time placed: the batch's orders.
   */
  async ofWindow(slotId: string) {
    const statuses = BATCH_STATUSES.map((status) => `'${status}'`).join(', ');
    const rows = await queryPrepared<PageRow>(
      this.dataSource,
      `WITH batch AS (
         SELECT o."id", o."number", NULL::text AS micros FROM "order" o
          WHERE o."delivery_slot_id" = $1 AND o."status" IN (${statuses})
            AND (o."payment_type" = 'COD' OR o."is_paid")
          ORDER BY o."created_at", o."number"
          LIMIT ${QUEUE_LIMIT}
       ) ${ordersWithLinesSql(this.dataSource, 'batch')}`,
      [slotId],
    );
    const orders = rows.map((row) => {
      const order = this.orderFromJson(row);
      return withPicks(toOrderView(order, this.config.publicApiUrl), order);
    });
    orders.sort(
      (a, b) =>
        Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.number.localeCompare(b.number),
    );
    return orders;
  }

  /**
   * The shopper's own order with its public timeline; someone else's answers 404. Unlike the
   * lists, it includes an online order not paid yet: the payment provider sends the shopper
   * back to this page, which shows it waiting for the payment (or cancelled unpaid).
   */
  async findOwn(userId: string, orderId: string): Promise<OrderDetailResponse> {
    const found = await this.loadDetail(orderId);
    if (!found || found.order.userId !== userId) throw this.notFound();
    return {
      success: true,
      order: toOrderDetail(found.order, found.history, 'shopper', this.config.publicApiUrl),
    };
  }

  /** Any visible order, for staff, with its full history and the customer's account. */
  async findForSeller(orderId: string): Promise<OrderDetailResponse> {
    return { success: true, order: await this.sellerView(orderId) };
  }

  /** The staff view of a visible order (after every staff change too); 404 otherwise. */
  async sellerView(orderId: string) {
    const found = await this.loadDetail(orderId);
    if (!found || !this.isVisible(found.order)) throw this.notFound();
    return this.staffView(found);
  }

  /** The staff view of an order read by {@link loadDetail} (or a move's read, then moved). */
  staffView(found: OrderDetailRead) {
    return {
      ...toOrderDetail(found.order, found.history, 'staff', this.config.publicApiUrl),
      customer: found.customer,
    };
  }

  /**
   * What a move in one statement is decided from (docs/ORDERS.md, "A move in one
   * statement"): the order as {@link loadDetail} reads it (lines, products, history,
   * customer), NOT locked, with the versions of the order's and its lines' rows
   * (OrderRows.versionGuardSql checks them), in one prepared statement; null for no order.
   */
  async readForMove(
    orderId: string,
  ): Promise<(OrderDetailRead & { version: OrderVersion }) | null> {
    this.moveReadText ??= orderDetailSql(this.dataSource, versionColumnsSql('$1::uuid'));
    const [row] = await queryPrepared<DetailRow & { version: string; line_versions: string[] }>(
      this.dataSource,
      this.moveReadText,
      [orderId],
    );
    if (!row) return null;
    return {
      ...this.detailOf(row),
      version: { order: row.version, lines: row.line_versions },
    };
  }

  private moveReadText: string | undefined;

  /**
   * An order with its lines and their products, its history (oldest first) and its
   * customer's name and email, in one prepared statement (as JSON, read as the entities:
   * json-rows.ts); null when there is no such order.
   */
  private async loadDetail(orderId: string) {
    const [row] = await queryPrepared<DetailRow>(this.dataSource, this.detailSql(), [orderId]);
    return row ? this.detailOf(row) : null;
  }

  private detailOf(row: DetailRow): OrderDetailRead {
    const [name, email] = row.customer ?? ['', ''];
    return {
      order: this.orderFromJson(row),
      history: row.history.map((entry) =>
        entityFromJson(this.dataSource, OrderHistoryEntity, entry),
      ),
      customer: { name, email },
    };
  }

  private detailText: string | undefined;

  /** The SQL of {@link loadDetail} (worked out once, from the entities' metadata). */
  private detailSql(): string {
    this.detailText ??= orderDetailSql(this.dataSource);
    return this.detailText;
  }

  isVisible(order: OrderEntity): boolean {
    return order.paymentType === 'COD' || order.isPaid;
  }

  notFound(): AppError {
    return AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'Order not found');
  }

  private async page(
    query: OrderPageQueryDto,
    viewer: 'shopper' | 'staff',
    narrow: (q: SelectQueryBuilder<OrderEntity>) => void,
  ): Promise<OrderListResponse> {
    const limit = query.limit ?? ORDER_PAGE_DEFAULT;
    const keys = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('order')
      .select('order.id', 'id')
      .addSelect('order.number', 'number')
      // Microseconds as an integer: a JavaScript Date would drop PostgreSQL's precision.
      // CAST, not `::`: TypeORM would read `::text` as the search's `:text` parameter.
      .addSelect(
        `CAST(CAST(extract(epoch from order.createdAt) * 1000000 AS bigint) AS text)`,
        'micros',
      )
      .where(
        new Brackets((q) => q.where(`order.paymentType = 'COD'`).orWhere('order.isPaid = true')),
      )
      .orderBy('order.createdAt', 'DESC')
      .addOrderBy('order.number', 'DESC')
      .limit(limit + 1);
    narrow(keys);
    if (query.cursor) {
      const after = decodeOrderCursor(query.cursor);
      keys.andWhere(
        `(order.createdAt, order.number) < (timestamptz 'epoch' + CAST(:micros AS bigint) * interval '1 microsecond', :afterNumber)`,
        { micros: after.micros, afterNumber: after.number },
      );
    }
    const [keysSql, parameters] = keys.getQueryAndParameters();
    const found = await queryPrepared<PageRow>(
      this.dataSource,
      `WITH page AS (${keysSql}) ${ordersWithLinesSql(this.dataSource, 'page')}`,
      parameters,
    );
    const pageRows = found.slice(0, limit);
    const last = pageRows.at(-1);
    const nextCursor =
      found.length > limit && last
        ? encodeOrderCursor({ micros: last.micros, number: Number(last.number) })
        : null;
    return {
      success: true,
      orders: pageRows.map((row) => {
        const order = this.orderFromJson(row);
        const view = toOrderView(order, this.config.publicApiUrl);
        // A card payment staff must look at (docs/ORDERS.md, "Payment checks").
        if (viewer === 'staff') view.paymentCheck = order.paymentCheck;
        return viewer === 'staff' ? withPicks(view, order) : view;
      }),
      nextCursor,
    };
  }

  /** The order entity of one {@link ordersWithLinesSql} row, its lines and products included. */
  private orderFromJson({ order, lines }: { order: unknown[]; lines: LineJson[] }) {
    const source = this.dataSource;
    const entity = entityFromJson(source, OrderEntity, order);
    entity.items = lines.map(([itemRow, productRow]) => {
      const item = entityFromJson(source, OrderItemEntity, itemRow);
      item.product = productRow ? entityFromJson(source, ProductEntity, productRow) : null;
      return item;
    });
    return entity;
  }
}

/** One order with its lines (and their products), its history and its customer. */
export interface OrderDetailRead {
  order: OrderEntity;
  history: OrderHistoryEntity[];
  customer: { name: string; email: string };
}

/** One row of {@link orderDetailSql}. */
type DetailRow = PageRow & { history: unknown[][]; customer: [string, string] | null };

/** One row of an order page: its key, and the order with its lines as JSON. */
interface PageRow {
  micros: string;
  number: string;
  order: unknown[];
  lines: LineJson[];
}

/** One order line as `ordersWithLinesSql` reads it: the item's columns, its product's (or null). */
type LineJson = [item: unknown[], product: unknown[] | null];
