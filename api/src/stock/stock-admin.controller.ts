import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CATALOGUE_MESSAGES,
  type MessageResponse,
  type ProductChangedResponse,
  type ProductShortListResponse,
  type StockLedgerResponse,
} from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { knownProductId } from '../product/product-id.js';
import { StockAdjustDto, StockTrackingDto } from './dto/stock-admin.dto.js';
import { StockDto } from './dto/stock.dto.js';
import { StockAdminService } from './stock-admin.service.js';

/**
 * The seller's stock administration under `api/product` (the spec's paths): the in-stock
 * switch, counting, adjustments with a reason, the ledger and the low-stock list.
 */
@ApiTags('product')
@Controller('api/product')
@UseGuards(SellerGuard)
export class StockAdminController {
  constructor(private readonly stock: StockAdminService) {}

  /** The spec's switch: in stock or out of stock. */
  @Post('stock')
  @RequirePermission('stock.write')
  @HttpCode(200)
  setStock(@Body() body: StockDto, @CurrentStaff() actor: AuditActor): Promise<MessageResponse> {
    return this.stock.setStock(body, actor);
  }

  /**
   * Only the switch's off position, for whoever finds the shelf empty (`stock.out`, packers
   * too): the same change and audit row (`stock.in-stock`) as the switch set to out of stock.
   */
  @Post(':id/out-of-stock')
  @RequirePermission('stock.out')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a product out of stock' })
  markOutOfStock(
    @Param('id') id: string,
    @CurrentStaff() actor: AuditActor,
  ): Promise<MessageResponse> {
    return this.stock.setStock({ id: knownProductId(id), inStock: false }, actor);
  }

  /** A delivery, a correction or waste, through the stock ledger. */
  @Post(':id/stock-adjust')
  @RequirePermission('stock.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Adjust counted stock with a reason' })
  async adjust(
    @Param('id') id: string,
    @Body() body: StockAdjustDto,
    @CurrentStaff() actor: AuditActor,
  ): Promise<ProductChangedResponse> {
    const product = await this.stock.adjust(knownProductId(id), body, actor);
    return { success: true, message: CATALOGUE_MESSAGES.stockAdjusted, product };
  }

  /** Start or stop counting the stock; the low-stock threshold. */
  @Put(':id/tracking')
  @RequirePermission('stock.write')
  @ApiOperation({ summary: 'Count stock (or stop), set the low-stock threshold' })
  async tracking(
    @Param('id') id: string,
    @Body() body: StockTrackingDto,
    @CurrentStaff() actor: AuditActor,
  ): Promise<ProductChangedResponse> {
    const product = await this.stock.setTracking(knownProductId(id), body, actor);
    return { success: true, message: CATALOGUE_MESSAGES.stockCountingUpdated, product };
  }

  /** The product's stock ledger, newest first. */
  @Get(':id/ledger')
  @RequirePermission('catalogue.read')
  @ApiOperation({ summary: 'Stock ledger of a product' })
  async ledger(@Param('id') id: string): Promise<StockLedgerResponse> {
    return { success: true, movements: await this.stock.ledger(knownProductId(id)) };
  }

  /** Counted products at or below their low-stock threshold. */
  @Get('low-stock')
  @RequirePermission('catalogue.read')
  @ApiOperation({ summary: 'Products low on stock' })
  async lowStock(): Promise<ProductShortListResponse> {
    return { success: true, products: await this.stock.lowStock() };
  }
}
