import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DASHBOARD_LOW_STOCK_SHOWN,
  DASHBOARD_OPEN_STATUSES,
  DASHBOARD_TOP_PRODUCTS,
  type DashboardDay,
  type DashboardPeriod,
  type DashboardProduct,
  type SellerDashboard,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StockAdminService } from '../stock/stock-admin.service.js';
import {
  DAILY_SQL,
  OPEN_ORDERS_SQL,
  OPEN_STATUSES,
  REFUNDS_SQL,
  TOP_PRODUCTS_SQL,
} from './dashboard.sql.js';

interface DailyRow {
  date: string;
  orders: number;
  /** bigint: node-postgres answers it as a string. */
  revenue: string | number;
  cancelled: number;
}

interface TopRow {
  productId: string;
  name: string;
  soldBy: string;
  units: number;
  revenue: string | number;
  /** bigint, as a string. */
  grams: string | number;
  byUnits: string | number;
  byRevenue: string | number;
}

/** Orders and revenue of some days of the chart. */
function periodOf(days: readonly (DashboardDay & { cancelled: number })[]): DashboardPeriod {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenueCents = days.reduce((sum, day) => sum + day.revenueCents, 0);
  return {
    orders,
    revenueCents,
    averageOrderCents: orders === 0 ? 0 : Math.round(revenueCents / orders),
    cancelled: days.reduce((sum, day) => sum + day.cancelled, 0),
  };
}

function topBy(rows: TopRow[], rank: 'byUnits' | 'byRevenue'): DashboardProduct[] {
  return rows
    .filter((row) => Number(row[rank]) <= DASHBOARD_TOP_PRODUCTS)
    .sort((a, b) => Number(a[rank]) - Number(b[rank]))
    .map((row) => ({
      productId: row.productId,
      name: row.name,
      units: row.units,
      revenueCents: Number(row.revenue),
      ...(row.soldBy === 'weight' ? { grams: Number(row.grams) } : {}),
    }));
}

/**
 * The seller dashboard (docs/STAFF.md "Dashboard"): four SQL aggregates over orders, lines and
 * refunds in the shop's local days, and the stock administration's low-stock list.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stock: StockAdminService,
  ) {}

  async read(): Promise<SellerDashboard> {
    const timeZone = this.config.mail.format.timeZone;
    const [dailyRows, openRows, topRows, [refunds], lowStock] = await Promise.all([
      this.dataSource.query<DailyRow[]>(DAILY_SQL, [timeZone]),
      this.dataSource.query<{ status: string; orders: number }[]>(OPEN_ORDERS_SQL, [OPEN_STATUSES]),
      this.dataSource.query<TopRow[]>(TOP_PRODUCTS_SQL, [timeZone, DASHBOARD_TOP_PRODUCTS]),
      this.dataSource.query<{ count: number; amount: string | number; failed: number }[]>(
        REFUNDS_SQL,
        [timeZone],
      ),
      this.stock.lowStock(),
    ]);
    const days = dailyRows.map((row) => ({
      date: row.date,
      orders: row.orders,
      revenueCents: Number(row.revenue),
      cancelled: row.cancelled,
    }));
    const openCounts = new Map(openRows.map((row) => [row.status, row.orders]));
    return {
      timeZone,
      today: days[days.length - 1].date,
      periods: {
        today: periodOf(days.slice(-1)),
        last7Days: periodOf(days.slice(-7)),
        last30Days: periodOf(days),
      },
      openOrders: DASHBOARD_OPEN_STATUSES.map((status) => ({
        status,
        orders: openCounts.get(status) ?? 0,
      })),
      lowStock: {
        count: lowStock.length,
        products: lowStock.slice(0, DASHBOARD_LOW_STOCK_SHOWN).map((product) => ({
          productId: product._id,
          name: product.name,
          available: product.quantity ?? 0,
          threshold: product.lowStockThreshold ?? 0,
          ...(product.soldBy === 'weight' ? { soldBy: 'weight' as const } : {}),
        })),
      },
      topByUnits: topBy(topRows, 'byUnits'),
      topByRevenue: topBy(topRows, 'byRevenue'),
      refunds: {
        count: refunds.count,
        amountCents: Number(refunds.amount),
        failedOrders: refunds.failed,
      },
      daily: days.map(({ date, orders, revenueCents }) => ({ date, orders, revenueCents })),
    };
  }
}
