import { Global, Module } from '@nestjs/common';
import { StockService } from './stock.service.js';

/** Stock movements and the ledger; {@link StockService} is injectable everywhere. */
@Global()
@Module({ providers: [StockService], exports: [StockService] })
export class StockModule {}
