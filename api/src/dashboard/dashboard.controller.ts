import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SellerDashboardResponse } from '@greencart/contracts';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { DashboardService } from './dashboard.service.js';

/** The seller portal's first page for owners and managers (docs/STAFF.md "Dashboard"). */
@ApiTags('seller')
@Controller('api/seller')
@UseGuards(SellerGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @RequirePermission('dashboard.read')
  @ApiOperation({ summary: 'Orders, revenue, refunds, top products and low stock' })
  async read(): Promise<SellerDashboardResponse> {
    return { success: true, dashboard: await this.dashboard.read() };
  }
}
