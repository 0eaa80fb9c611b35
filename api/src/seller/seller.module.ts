import { Module } from '@nestjs/common';
import { SellerController } from './seller.controller.js';
import { SellerService } from './seller.service.js';

@Module({ controllers: [SellerController], providers: [SellerService] })
export class SellerModule {}
