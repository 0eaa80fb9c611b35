import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  REVIEW_PAGE_SIZE,
  REVIEW_TEXTS,
  type HideReviewResponse,
  type OrderReviewsResponse,
  type ProductReviewsResponse,
  type SaveReviewResponse,
  type StaffReviewsResponse,
} from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard, UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { AppError } from '../common/app-error.js';
import { RequirePermission } from '../staff/require-permission.js';
import { parseReviewInput, ReviewService } from './review.service.js';

/** `limit` of a page of reviews: 1 to {@link REVIEW_PAGE_SIZE}, that when absent. */
function pageLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return REVIEW_PAGE_SIZE;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > REVIEW_PAGE_SIZE) {
    throw AppError.validation(
      `limit must be a whole number from 1 to ${REVIEW_PAGE_SIZE}`,
      'limit',
    );
  }
  return limit;
}

/** Public: a product's visible reviews, paged (docs/REVIEWS.md). */
@ApiTags('review')
@Controller('api/review')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get('product/:productId')
  @ApiOperation({ summary: "A page of a product's visible reviews, newest first" })
  @ApiOkResponse({ description: '{ success, reviews, rating, ratingCount, nextCursor }' })
  ofProduct(
    @Param('productId') productId: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<ProductReviewsResponse> {
    return this.reviews.ofProduct(productId, cursor, pageLimit(limit));
  }
}

/** The shopper's own ratings of their delivered orders' products. */
@ApiTags('review')
@Controller('api/review')
@UseGuards(UserGuard)
export class OwnReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get('order/:orderId')
  @ApiOperation({ summary: "The caller's ratings of the products of one of their orders" })
  @ApiOkResponse({ description: '{ success, reviews }' })
  async ofOrder(
    @CurrentUserId() userId: string,
    @Param('orderId') orderId: string,
  ): Promise<OrderReviewsResponse> {
    return { success: true, reviews: await this.reviews.ofOrder(userId, orderId) };
  }

  @Put(':orderId/:productId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rate a product of a delivered order (again: changes the rating)' })
  @ApiOkResponse({ description: '{ success, review, rating, ratingCount, message }' })
  save(
    @CurrentUserId() userId: string,
    @Param('orderId') orderId: string,
    @Param('productId') productId: string,
    @Body() body: unknown,
  ): Promise<SaveReviewResponse> {
    return this.reviews.save(userId, orderId, productId, parseReviewInput(body));
  }
}

/** Staff: the reviews list and hiding an abusive one (`reviews.moderate`, audited). */
@ApiTags('seller')
@Controller('api/seller/reviews')
@UseGuards(SellerGuard)
export class StaffReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get()
  @RequirePermission('reviews.moderate')
  @ApiOperation({ summary: 'Every review, hidden ones included, newest first' })
  @ApiOkResponse({ description: '{ success, reviews, nextCursor }' })
  list(@Query('cursor') cursor?: string): Promise<StaffReviewsResponse> {
    return this.reviews.forStaff(cursor);
  }

  @Post(':id/hidden')
  @HttpCode(200)
  @RequirePermission('reviews.moderate')
  @ApiOperation({ summary: 'Hide a review from shoppers, or show it again (audited)' })
  @ApiOkResponse({ description: '{ success, review, message }' })
  async setHidden(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentStaff() staff: AuditActor,
  ): Promise<HideReviewResponse> {
    const hidden = (body as { hidden?: unknown } | null)?.hidden;
    if (typeof hidden !== 'boolean') {
      throw AppError.validation('hidden must be true or false', 'hidden');
    }
    const review = await this.reviews.setHidden(id, hidden, staff);
    return { success: true, review, message: hidden ? REVIEW_TEXTS.hidden : REVIEW_TEXTS.shown };
  }
}
