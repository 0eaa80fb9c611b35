import type { ApiSuccess } from './types.js';

/**
 * Ratings and reviews from people who bought (docs/REVIEWS.md): a shopper rates a product of a
 * delivered order of theirs, 1 to 5 stars with optional text, once per product per order, and
 * may change it afterwards. A product answers its average (`rating`, null when none) and count
 * (`ratingCount`), kept on the product row in the same transaction as each review write.
 */

export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
/** Characters of a review's text at most (after trimming). */
export const REVIEW_TEXT_MAX = 1000;
/** Reviews per page on the product page; `limit` may ask for fewer, never more. */
export const REVIEW_PAGE_SIZE = 10;

/** `PUT /api/review/:orderId/:productId` (the shopper's own delivered order). */
export interface SaveReviewRequest {
  /** Whole stars, 1 to 5. */
  stars: number;
  /** Optional; empty or absent means no text. */
  text?: string | null;
}

/** A review as shoppers see it: never the reviewer's email or id. */
export interface ProductReview {
  id: string;
  stars: number;
  text: string | null;
  /** The reviewer's first name; null once they closed their account (anonymised). */
  author: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A review as staff see it in the seller portal. */
export interface StaffReview extends ProductReview {
  productId: string;
  productName: string;
  hidden: boolean;
}

/** The caller's own review of one line of an order (the order page's "Rate" control). */
export interface OwnReview {
  productId: string;
  stars: number;
  text: string | null;
}

/** `PUT /api/review/:orderId/:productId`. */
export type SaveReviewResponse = ApiSuccess<{
  review: OwnReview;
  /** The product's average and count after this write. */
  rating: number | null;
  ratingCount: number;
  message: string;
}>;

/** `GET /api/review/order/:orderId`: the caller's reviews of that order's products. */
export type OrderReviewsResponse = ApiSuccess<{ reviews: OwnReview[] }>;

/** `GET /api/review/product/:productId?cursor=…`: visible reviews, newest first. */
export type ProductReviewsResponse = ApiSuccess<{
  reviews: ProductReview[];
  rating: number | null;
  ratingCount: number;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}>;

/** `GET /api/seller/reviews?cursor=…` (staff with `reviews.moderate`). */
export type StaffReviewsResponse = ApiSuccess<{
  reviews: StaffReview[];
  nextCursor: string | null;
}>;

/** `POST /api/seller/reviews/:id/hidden` with `{ hidden }` (audited). */
export interface HideReviewRequest {
  hidden: boolean;
}
export type HideReviewResponse = ApiSuccess<{ review: StaffReview; message: string }>;

/** Every message of the reviews API and screens, in one place. */
export const REVIEW_TEXTS = {
  saved: 'Thanks — your rating is saved.',
  updated: 'Your rating is updated.',
  starsInvalid: `Choose from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} stars.`,
  textTooLong: `Please keep your review to ${REVIEW_TEXT_MAX} characters or fewer.`,
  textInvalid: 'The review text must be plain text.',
  notDelivered: 'You can rate a product once the order has been delivered.',
  orderNotFound: 'Order not found',
  productNotInOrder: 'That product is not in this order.',
  reviewNotFound: 'Review not found',
  cursorInvalid: 'That page of reviews is no longer available; start from the first page.',
  hidden: 'The review is hidden from shoppers.',
  shown: 'The review is shown to shoppers again.',
  noReviews: 'No reviews yet',
} as const;

/** The label a star rating reads aloud and shows: "4.5 out of 5 (12 reviews)". */
export function ratingLabel(rating: number | null, count: number): string {
  if (rating === null || count === 0) return REVIEW_TEXTS.noReviews;
  return `${rating.toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
