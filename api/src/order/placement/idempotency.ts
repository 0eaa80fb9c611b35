import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  isIdempotencyKey,
  type CheckoutResponse,
  type PlaceOrderResponse,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { JOB_RUNNER, type JobRunner } from '../../jobs/job-runner.js';
import type { PlaceOrderDto } from './place-order.dto.js';
import type { IdempotencyKeyEntity } from './idempotency-key.entity.js';

/** The answer a place-order request gave, replayed to a repeat of it. */
export type PlaceOrderAnswer = PlaceOrderResponse | CheckoutResponse;

/** The place-order routes a key may be used on. */
export type PlaceOrderRoute = 'cod' | 'online';

/** A key sent with a place-order request, with the fingerprint of that request. */
export interface RequestKey {
  userId: string;
  key: string;
  requestHash: string;
}

/** What an earlier request with the same key left: its order, and its answer once known. */
export interface KeptRequest {
  orderId: string;
  response: PlaceOrderAnswer | null;
}

/**
 * The request's fingerprint: the route and what the order is made of (items in the order sent,
 * address, window), not the fields the API ignores (`userId`, `amount`).
 */
export function requestHash(route: PlaceOrderRoute, dto: PlaceOrderDto): string {
  const items = dto.items.map((i) => [i.product, i.quantity, i.substitution ?? 'refund']);
  const canonical = JSON.stringify([route, dto.address, dto.slotId ?? null, items]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The stored key {@link IdempotencyKeys.find} matched, or why the request is refused. */
const REUSED = () =>
  new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
    `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different order: send a new key for a new order`,
  );

/**
 * A retried Place Order (docs/ORDERS.md, "A retried Place Order"): a client may send an
 * `Idempotency-Key`; the same key from the same shopper within 24 hours answers the first
 * order again, a different request with a used key is a 422, and concurrent duplicates make
 * one order. The key is written in the very statement that writes the order
 * (order-placement.ts), under a primary key on (shopper, key): a duplicate that races the
 * first waits for it at that key and then finds it, so there is never a key without its
 * order, nor two orders for one key. Requests without a key are untouched.
 */
@Injectable()
export class IdempotencyKeys implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('idempotency-keys-prune', 24 * 3600, async () => {
      await this.prune();
    });
  }

  /** The request's key, or null when it sent none; 400 for a malformed one. */
  keyOf(
    userId: string,
    header: string | undefined,
    route: PlaceOrderRoute,
    dto: PlaceOrderDto,
  ): RequestKey | null {
    if (header === undefined) return null;
    if (!isIdempotencyKey(header)) {
      throw AppError.validation(
        `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible characters (a UUID, say)`,
        IDEMPOTENCY_KEY_HEADER,
      );
    }
    return { userId, key: header, requestHash: requestHash(route, dto) };
  }

  /**
   * What an earlier request with this key left, or null when the key is new (a key older than
   * 24 hours is forgotten here). 422 when it was used for another request.
   */
  async find(request: RequestKey): Promise<KeptRequest | null> {
    const [row]: (Pick<IdempotencyKeyEntity, 'requestHash' | 'orderId' | 'response'> & {
      fresh: boolean;
    })[] = await this.dataSource.query(
      `SELECT request_hash AS "requestHash", order_id AS "orderId", response,
              created_at > now() - make_interval(hours => $3) AS fresh
         FROM idempotency_key WHERE user_id = $1 AND key = $2`,
      [request.userId, request.key, IDEMPOTENCY_KEY_HOURS],
    );
    if (!row) return null;
    if (!row.fresh) {
      await this.dataSource.query(`DELETE FROM idempotency_key WHERE user_id = $1 AND key = $2`, [
        request.userId,
        request.key,
      ]);
      return null;
    }
    if (row.requestHash !== request.requestHash) throw REUSED();
    return { orderId: row.orderId, response: row.response };
  }

  /** The row the placing statement writes with the order (its answer when already known). */
  row(
    request: RequestKey,
    orderId: string,
    response: PlaceOrderAnswer | null,
  ): Partial<IdempotencyKeyEntity> {
    return { ...request, orderId, response };
  }

  /** Stores the answer of a request whose order was written before the answer was known. */
  async remember(
    manager: EntityManager,
    request: RequestKey,
    response: PlaceOrderAnswer,
  ): Promise<void> {
    await manager.query(
      `UPDATE idempotency_key SET response = $3 WHERE user_id = $1 AND key = $2`,
      [request.userId, request.key, JSON.stringify(response)],
    );
  }

  /** Forgets the key of a request that failed after its order was written (a retry runs anew). */
  async forget(manager: EntityManager, request: RequestKey): Promise<void> {
    await manager.query(`DELETE FROM idempotency_key WHERE user_id = $1 AND key = $2`, [
      request.userId,
      request.key,
    ]);
  }

  /** Drops keys older than a day; answers how many. */
  async prune(): Promise<number> {
    const [{ dropped }]: { dropped: number }[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM idempotency_key WHERE created_at < now() - make_interval(hours => $1)
         RETURNING 1)
       SELECT count(*)::int AS dropped FROM gone`,
      [IDEMPOTENCY_KEY_HOURS],
    );
    return dropped;
  }
}

/** The placing statement met the key of a concurrent request with the same key: nothing was written. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken by a concurrent request');
  }
}
