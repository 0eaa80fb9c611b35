import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StockModule } from '../stock/stock.module.js';
import { BestSellersService } from './best-sellers.service.js';
import { CatalogueFileController } from './catalogue-file.controller.js';
import { CatalogueFileService } from './catalogue-file.service.js';
import { ProductAdminController } from './product-admin.controller.js';
import { ProductAdminService } from './product-admin.service.js';
import { ProductController } from './product.controller.js';
import { ProductEntity } from './product.entity.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductQueryService } from './product-query.service.js';
import { ProductService } from './product.service.js';
import { ProductWordsPruneJob } from './product-words.job.js';
import { ProductWriter } from './product-writer.service.js';
import { SynonymsController } from './synonyms.controller.js';
import { SynonymsService } from './synonyms.service.js';

/**
 * The catalogue: the shop's reads (ProductController), the seller's administration
 * (ProductAdminController) and catalogue file (CatalogueFileController), search synonyms.
 * Stock administration (stock/StockAdminModule) builds on the writer and list cache exported
 * here.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity]), StockModule],
  controllers: [
    ProductController,
    ProductAdminController,
    CatalogueFileController,
    SynonymsController,
  ],
  providers: [
    ProductService,
    ProductListCache,
    ProductQueryService,
    BestSellersService,
    ProductWriter,
    ProductAdminService,
    CatalogueFileService,
    ProductWordsPruneJob,
    SynonymsService,
  ],
  exports: [ProductService, ProductWriter, ProductListCache],
})
export class ProductModule {}
