import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StockModule } from '../stock/stock.module.js';
import { ProductController } from './product.controller.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import { ProductService } from './product.service.js';
import { ProductQueryService } from './product-query.service.js';
import { BestSellersService } from './best-sellers.service.js';
import { ProductAdminService } from './product-admin.service.js';
import { ProductWordsPruneJob } from './product-words.job.js';
import { SynonymsController } from './synonyms.controller.js';
import { SynonymsService } from './synonyms.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity]), StockModule],
  controllers: [ProductController, SynonymsController],
  providers: [
    ProductService,
    ProductListCache,
    ProductQueryService,
    BestSellersService,
    ProductAdminService,
    ProductWordsPruneJob,
    SynonymsService,
  ],
  exports: [ProductService],
})
export class ProductModule {}
