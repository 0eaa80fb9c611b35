import { Module } from '@nestjs/common';
import { ProductModule } from '../product/product.module.js';
import { StockAdminController } from './stock-admin.controller.js';
import { StockAdminService } from './stock-admin.service.js';

/**
 * The seller's stock administration. Apart from StockModule (the ledger, needed by the
 * catalogue and orders alike) because it writes through the product module's writer and list
 * cache: this module imports ProductModule, never the other way round.
 */
@Module({
  imports: [ProductModule],
  controllers: [StockAdminController],
  providers: [StockAdminService],
  // The dashboard lists low stock with the same query.
  exports: [StockAdminService],
})
export class StockAdminModule {}
