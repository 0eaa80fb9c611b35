import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXTS,
  type OwnReview,
  type ProductReview,
  type ProductReviewsResponse,
  type SaveReviewResponse,
  type StaffReview,
  type StaffReviewsResponse,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { hasControlCharacter } from '../common/body-guard.js';
import { ProductListCache } from '../product/product-list.cache.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAFF_PAGE_SIZE = 50;

/** The rows an UPDATE … RETURNING answered (the drivers shape its result differently). */
function returned<T>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}

/** The fields of a review row every read selects (the author is anonymised once closed). */
const REVIEW_COLUMNS = `r.id, r.stars, r.text, r.created_at, r.updated_at,
  r.created_at::text AS created_key,
  CASE WHEN u.closed_at IS NULL THEN NULLIF(split_part(btrim(u.name), ' ', 1), '') END AS author`;

interface ReviewRow {
  id: string;
  stars: number;
  text: string | null;
  created_at: Date;
  updated_at: Date;
  created_key: string;
  author: string | null;
}

interface StaffReviewRow extends ReviewRow {
  product_id: string;
  product_name: string;
  hidden_at: Date | null;
}

/** A validated `{ stars, text }`. */
export interface ReviewInput {
  stars: number;
  text: string | null;
}

/** Checks a review body; 400 with a human message naming the field otherwise. */
export function parseReviewInput(body: unknown): ReviewInput {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const stars = value.stars;
  if (
    typeof stars !== 'number' ||
    !Number.isInteger(stars) ||
    stars < REVIEW_STARS_MIN ||
    stars > REVIEW_STARS_MAX
  ) {
    throw AppError.validation(REVIEW_TEXTS.starsInvalid, 'stars');
  }
  const raw = value.text;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw AppError.validation(REVIEW_TEXTS.textInvalid, 'text');
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length > REVIEW_TEXT_MAX) throw AppError.validation(REVIEW_TEXTS.textTooLong, 'text');
  if (hasControlCharacter(text)) throw AppError.validation(REVIEW_TEXTS.textInvalid, 'text');
  return { stars, text: text === '' ? null : text };
}

function encodeCursor(row: ReviewRow): string {
  return Buffer.from(JSON.stringify([row.created_key, row.id])).toString('base64url');
}

/** `[created_at text, id]` from a cursor; 400 for anything else. */
function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:\d{2})?|Z)?$/.test(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      UUID.test(parsed[1])
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // falls through to the refusal
  }
  throw AppError.validation(REVIEW_TEXTS.cursorInvalid, 'cursor');
}

function toReview(row: ReviewRow): ProductReview {
  return {
    id: row.id,
    stars: Number(row.stars),
    text: row.text,
    author: row.author,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function toStaffReview(row: StaffReviewRow): StaffReview {
  return {
    ...toReview(row),
    productId: row.product_id,
    productName: row.product_name,
    hidden: row.hidden_at !== null,
  };
}

/**
 * Ratings and reviews (docs/REVIEWS.md). Every write rewrites the product's `rating` and
 * `rating_count` from its visible reviews in the same transaction, so the catalogue reads
 * them off the product row and a hidden review never counts.
 */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly cache: ProductListCache,
  ) {}

  /**
   * Saves the shopper's rating of `productId` in their delivered order `orderId` (created, or
   * changed when already there). Another shopper's order answers 404 like a missing one.
   */
  async save(
    userId: string,
    orderId: string,
    productId: string,
    input: ReviewInput,
  ): Promise<SaveReviewResponse> {
    if (!UUID.test(orderId)) {
      throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, REVIEW_TEXTS.orderNotFound);
    }
    const answer = await this.dataSource.transaction(async (manager) => {
      const [order] = (await manager.query(
        `SELECT "status", "user_id" FROM "order" WHERE "id" = $1 FOR UPDATE`,
        [orderId],
      )) as { status: string; user_id: string }[];
      if (!order || order.user_id !== userId) {
        throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, REVIEW_TEXTS.orderNotFound);
      }
      if (order.status !== 'Delivered') {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.REVIEW_NOT_DELIVERED,
          REVIEW_TEXTS.notDelivered,
        );
      }
      const lines = (await manager.query(
        `SELECT 1 FROM "order_item" WHERE "order_id" = $1 AND "product_id" = $2 LIMIT 1`,
        [orderId, productId.slice(0, 64)],
      )) as unknown[];
      if (lines.length === 0 || productId.length > 64) {
        throw AppError.notFound(
          ERROR_CODES.REVIEW_PRODUCT_NOT_IN_ORDER,
          REVIEW_TEXTS.productNotInOrder,
        );
      }
      const updated = returned(
        await manager.query(
          `UPDATE "product_review" SET "stars" = $3, "text" = $4, "updated_at" = now()
          WHERE "order_id" = $1 AND "product_id" = $2 RETURNING "id"`,
          [orderId, productId, input.stars, input.text],
        ),
      );
      const changed = updated.length > 0;
      if (!changed) {
        await manager.query(
          `INSERT INTO "product_review" ("order_id", "product_id", "user_id", "stars", "text")
           VALUES ($1, $2, $3, $4, $5)`,
          [orderId, productId, userId, input.stars, input.text],
        );
      }
      const totals = await this.recount(manager, productId);
      const review: OwnReview = { productId, stars: input.stars, text: input.text };
      return {
        success: true as const,
        review,
        ...totals,
        message: changed ? REVIEW_TEXTS.updated : REVIEW_TEXTS.saved,
      };
    });
    this.cache.invalidate();
    return answer;
  }

  /** The caller's reviews of the products of their order (404 for another's order). */
  async ofOrder(userId: string, orderId: string): Promise<OwnReview[]> {
    if (!UUID.test(orderId)) {
      throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, REVIEW_TEXTS.orderNotFound);
    }
    const [order] = (await this.dataSource.query(`SELECT "user_id" FROM "order" WHERE "id" = $1`, [
      orderId,
    ])) as { user_id: string }[];
    if (!order || order.user_id !== userId) {
      throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, REVIEW_TEXTS.orderNotFound);
    }
    const rows = (await this.dataSource.query(
      `SELECT "product_id", "stars", "text" FROM "product_review"
        WHERE "order_id" = $1 ORDER BY "created_at", "id"`,
      [orderId],
    )) as { product_id: string; stars: number; text: string | null }[];
    return rows.map((row) => ({
      productId: row.product_id,
      stars: Number(row.stars),
      text: row.text,
    }));
  }

  /** A page of a product's visible reviews, newest first, with its average and count. */
  async ofProduct(
    productId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<ProductReviewsResponse> {
    const after = decodeCursor(cursor);
    const [product] = (await this.dataSource.query(
      `SELECT "rating", "rating_count" FROM "product" WHERE "id" = $1 AND "archived_at" IS NULL`,
      [productId.slice(0, 64)],
    )) as { rating: number | null; rating_count: number }[];
    if (!product || productId.length > 64) {
      throw AppError.notFound(ERROR_CODES.PRODUCT_NOT_FOUND, 'Product not found');
    }
    const rows = (await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}
         FROM "product_review" r JOIN "user" u ON u."id" = r."user_id"
        WHERE r."product_id" = $1 AND r."hidden_at" IS NULL
          AND ($2::timestamptz IS NULL OR (r."created_at", r."id") < ($2::timestamptz, $3::uuid))
        ORDER BY r."created_at" DESC, r."id" DESC
        LIMIT $4`,
      [productId, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    )) as ReviewRow[];
    const page = rows.slice(0, limit);
    return {
      success: true,
      reviews: page.map(toReview),
      rating: product.rating === null ? null : Number(product.rating),
      ratingCount: Number(product.rating_count),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
    };
  }

  /** Staff: every review, hidden ones included, newest first. */
  async forStaff(cursor: string | undefined): Promise<StaffReviewsResponse> {
    const after = decodeCursor(cursor);
    const rows = (await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, r."product_id", p."name" AS product_name, r."hidden_at"
         FROM "product_review" r
         JOIN "user" u ON u."id" = r."user_id"
         JOIN "product" p ON p."id" = r."product_id"
        WHERE ($1::timestamptz IS NULL OR (r."created_at", r."id") < ($1::timestamptz, $2::uuid))
        ORDER BY r."created_at" DESC, r."id" DESC
        LIMIT $3`,
      [after?.[0] ?? null, after?.[1] ?? null, STAFF_PAGE_SIZE + 1],
    )) as StaffReviewRow[];
    const page = rows.slice(0, STAFF_PAGE_SIZE);
    return {
      success: true,
      reviews: page.map(toStaffReview),
      nextCursor: rows.length > STAFF_PAGE_SIZE ? encodeCursor(page[page.length - 1]) : null,
    };
  }

  /** Staff: hides (or shows again) one review, recounts its product, and audits it. */
  async setHidden(id: string, hidden: boolean, actor: AuditActor): Promise<StaffReview> {
    if (!UUID.test(id)) {
      throw AppError.notFound(ERROR_CODES.REVIEW_NOT_FOUND, REVIEW_TEXTS.reviewNotFound);
    }
    const review = await this.dataSource.transaction(async (manager) => {
      const select = `SELECT ${REVIEW_COLUMNS}, r."product_id", p."name" AS product_name, r."hidden_at"
           FROM "product_review" r
           JOIN "user" u ON u."id" = r."user_id"
           JOIN "product" p ON p."id" = r."product_id"
          WHERE r."id" = $1`;
      const [before] = (await manager.query(`${select} FOR UPDATE OF r`, [id])) as StaffReviewRow[];
      if (!before) {
        throw AppError.notFound(ERROR_CODES.REVIEW_NOT_FOUND, REVIEW_TEXTS.reviewNotFound);
      }
      const was = before.hidden_at !== null;
      if (was === hidden) return toStaffReview(before);
      await manager.query(
        `UPDATE "product_review" SET "hidden_at" = ${hidden ? 'now()' : 'NULL'} WHERE "id" = $1`,
        [id],
      );
      await this.recount(manager, before.product_id);
      await this.audit.record(manager, {
        actor,
        action: hidden ? 'review.hide' : 'review.show',
        recordType: 'product',
        recordId: before.product_id,
        recordLabel: before.product_name,
        before: { reviewId: id, hidden: was },
        after: { reviewId: id, hidden },
      });
      const [after] = (await manager.query(select, [id])) as StaffReviewRow[];
      return toStaffReview(after);
    });
    this.cache.invalidate();
    return review;
  }

  /** Rewrites the product's average and count from its visible reviews; answers them. */
  private async recount(
    manager: EntityManager,
    productId: string,
  ): Promise<{ rating: number | null; ratingCount: number }> {
    const [row] = returned<{ rating: number | null; rating_count: number }>(
      await manager.query(
        `UPDATE "product" SET "rating" = s."average", "rating_count" = s."count"
         FROM (SELECT round(avg("stars")::numeric, 1)::real AS "average",
                      count(*)::integer AS "count"
                 FROM "product_review"
                WHERE "product_id" = $1 AND "hidden_at" IS NULL) s
        WHERE "product"."id" = $1
        RETURNING "product"."rating", "product"."rating_count"`,
        [productId],
      ),
    );
    return {
      rating: row.rating === null ? null : Number(row.rating),
      ratingCount: Number(row.rating_count),
    };
  }
}
