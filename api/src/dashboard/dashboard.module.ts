import { Module } from '@nestjs/common';
import { StockAdminModule } from '../stock/stock-admin.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { TodayService } from './today.service.js';

/** The seller dashboard: SQL aggregates of orders and refunds, and the low-stock list. */
@Module({
  imports: [StockAdminModule],
  controllers: [DashboardController],
  providers: [DashboardService, TodayService],
})
export class DashboardModule {}
