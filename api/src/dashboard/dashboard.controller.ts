import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SellerDashboardResponse, SellerTodayResponse } from '@greencart/contracts';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { DashboardService } from './dashboard.service.js';
import { TodayService } from './today.service.js';

/** The seller portal's first page for owners and managers (docs/STAFF.md "Dashboard"). */
@ApiTags('seller')
@Controller('api/seller')
@UseGuards(SellerGuard)
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly todayCounts: TodayService,
  ) {}

  @Get('dashboard')
  @RequirePermission('dashboard.read')
  @ApiOperation({ summary: 'Orders, revenue, refunds, top products and low stock' })
  async read(): Promise<SellerDashboardResponse> {
    return { success: true, dashboard: await this.dashboard.read() };
  }

  /** Today (docs/TODAY.md): what needs a person now, each a filter of the order list. */
  @Get('today')
  @RequirePermission('dashboard.read')
  @ApiOperation({ summary: 'What needs a person now (counts) and today’s sales' })
  async today(): Promise<SellerTodayResponse> {
    return { success: true, today: await this.todayCounts.read() };
  }
}
