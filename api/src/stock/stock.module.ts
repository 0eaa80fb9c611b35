import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BackInStockService } from './back-in-stock.service.js';
import { StockService } from './stock.service.js';

/** Stock movements and the ledger; {@link StockService} is injectable everywhere. */
@Global()
@Module({
  imports: [MailModule],
  providers: [StockService, BackInStockService],
  exports: [StockService, BackInStockService],
})
export class StockModule {}
