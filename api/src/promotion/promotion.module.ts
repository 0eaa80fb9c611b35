import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PromotionsPublicController, PromotionsSellerController } from './promotion.controller.js';
import { CouponGuesses } from './coupon-guesses.js';
import { PromotionsService } from './promotions.service.js';

/** Promotions (docs/PROMOTIONS.md): deals, codes and their limits. */
@Module({
  imports: [AuditModule],
  controllers: [PromotionsPublicController, PromotionsSellerController],
  providers: [PromotionsService, CouponGuesses],
})
export class PromotionModule {}
