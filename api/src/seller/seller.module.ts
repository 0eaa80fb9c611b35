import { Module } from '@nestjs/common';
import { SellerController } from './seller.controller.js';

/** The seller portal's session routes; the accounts are the staff module's. */
@Module({ controllers: [SellerController] })
export class SellerModule {}
