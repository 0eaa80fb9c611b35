import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from './account/account.module.js';
import { AddressModule } from './address/address.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CartModule } from './cart/cart.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DeliveryModule } from './delivery/delivery.module.js';
import { databaseOptions, type ResolvedDatabase } from './database/database-options.js';
import { openMigrated } from './database/migrate.js';
import { HealthModule } from './health/health.module.js';
import { ImageModule } from './image/image.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OrderModule } from './order/order.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { PhoneModule } from './phone/phone.module.js';
import { PushModule } from './push/push.module.js';
import { ProductModule } from './product/product.module.js';
import { SellerModule } from './seller/seller.module.js';
import { ReviewModule } from './review/review.module.js';
import { ShopModule } from './shop/shop.module.js';
import { PromotionModule } from './promotion/promotion.module.js';
import { StaffModule } from './staff/staff.module.js';
import { StockAdminModule } from './stock/stock-admin.module.js';
import { StockModule } from './stock/stock.module.js';
import { UserModule } from './user/user.module.js';

/** The whole API for one configuration whose `databaseUrl` is resolved (server or embedded). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig & ResolvedDatabase): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...databaseOptions(config.databaseUrl, config.databasePoolSize),
            retryAttempts: 2,
            retryDelay: 500,
          }),
          // Opened with its schema brought up to date under a lock: replicas take turns.
          dataSourceFactory: (options) => openMigrated(options!),
        }),
        JobsModule.forRoot(config),
        MetricsModule,
        OutboxModule,
        AuthModule,
        StaffModule,
        AuditModule,
        ImageModule,
        UserModule,
        SellerModule,
        StockModule,
        ProductModule,
        StockAdminModule,
        DashboardModule,
        CartModule,
        AddressModule,
        DeliveryModule,
        OrderModule,
        AccountModule,
        ReviewModule,
        HealthModule,
        ShopModule,
        PromotionModule,
        MessagingModule,
        PhoneModule,
        PushModule,
      ],
    };
  }
}
