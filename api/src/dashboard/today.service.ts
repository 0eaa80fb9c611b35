import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TODAY_NEEDS, type SellerToday, type TodayNeed } from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { queryPrepared } from '../database/prepared-query.js';
import { TODAY_SQL } from './today.sql.js';

type TodayRow = Record<TodayNeed | 'lowStock' | 'unconfirmedMinutes' | 'orders', number> & {
  today: string;
  /** bigint: node-postgres answers it as a string. */
  revenue: string | number;
  units: string | number;
  grams: string | number;
};

/**
 * Today (docs/TODAY.md): what needs a person now and today's sales so far, one prepared
 * statement (today.sql.ts), answered fresh on every call: the live feed makes the page ask
 * again whenever an order changes.
 */
@Injectable()
export class TodayService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(): Promise<SellerToday> {
    const [row] = await queryPrepared<TodayRow>(this.dataSource, TODAY_SQL, [
      this.config.mail.format.timeZone,
    ]);
    const needs = Object.fromEntries(TODAY_NEEDS.map((need) => [need, row[need]])) as Record<
      TodayNeed,
      number
    >;
    return {
      at: new Date().toISOString(),
      today: row.today,
      unconfirmedMinutes: row.unconfirmedMinutes,
      needs,
      lowStock: row.lowStock,
      sales: {
        orders: row.orders,
        revenueCents: Number(row.revenue),
        units: Number(row.units),
        grams: Number(row.grams),
      },
    };
  }
}
