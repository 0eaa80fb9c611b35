import { Module } from '@nestjs/common';
import { ProductModule } from '../product/product.module.js';
import {
  OwnReviewController,
  ReviewController,
  StaffReviewController,
} from './review.controller.js';
import { ReviewService } from './review.service.js';

/** Ratings and reviews from people who bought (docs/REVIEWS.md). */
@Module({
  imports: [ProductModule],
  controllers: [ReviewController, OwnReviewController, StaffReviewController],
  providers: [ReviewService],
})
export class ReviewModule {}
