import { randomBytes, randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_TEXTS,
  ERROR_CODES,
  FINAL_ORDER_STATUSES,
  formatOrderNumber,
  openOrdersMessage,
  type MessageResponse,
} from '@greencart/contracts';
import bcrypt from 'bcrypt';
import type { DataSource, EntityManager } from 'typeorm';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import { OrderRows } from '../order/order-rows.js';
import { BCRYPT_ROUNDS } from '../user/user.service.js';
import { ProfileService } from './profile.service.js';

/** The name an anonymised account keeps on the shop's books. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** An open order of the shopper, as the refusal names it. */
interface OpenOrder {
  number: string;
  unpaidCheckout: boolean;
}

/**
 * 409 `ACCOUNT.OPEN_ORDERS` naming the shopper's orders that are not final yet, or nothing.
 * An unpaid card checkout counts: its payment page may still be paid until it ends (then the
 * expiry job cancels it), and the shop would then owe a delivery to nobody.
 */
async function assertNoOpenOrders(manager: EntityManager, userId: string): Promise<void> {
  const open = (await manager.query(
    `SELECT number::text AS number,
            (payment_type = 'Online' AND NOT is_paid AND status = 'Order Placed') AS "unpaidCheckout"
       FROM "order" WHERE user_id = $1 AND status <> ALL($2::text[]) ORDER BY number`,
    [userId, FINAL_ORDER_STATUSES],
  )) as OpenOrder[];
  if (open.length === 0) return;
  const named = (unpaid: boolean) =>
    open.filter((o) => o.unpaidCheckout === unpaid).map((o) => formatOrderNumber(Number(o.number)));
  throw new AppError(
    HttpStatus.CONFLICT,
    ERROR_CODES.OPEN_ORDERS,
    openOrdersMessage(named(false), named(true)),
  );
}

/**
 * "Leave for good": with the password, removes the shopper's personal data and keeps their
 * orders for the shop's books, anonymised (docs/ACCOUNT.md lists what is kept and why). The
 * account row stays as an anonymous stand-in the orders point to (`closed_at` set): its email
 * becomes a unique address nobody can receive, so the real email is free to register again as
 * a new account, and nothing is ever emailed to it (the outbox worker drops such emails).
 *
 * Refused (409, naming them) while any of the shopper's orders is open: a grocer delivers to a
 * name, a street and a phone, which leaving would erase (docs/ACCOUNT.md).
 */
@Injectable()
export class CloseAccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profile: ProfileService,
    private readonly sessions: SessionService,
  ) {}

  async close(userId: string, password: string): Promise<MessageResponse> {
    await this.profile.checkPassword(userId, password, 'password');
    // Nobody knows this password: the stand-in can never log in.
    const unusableHash = await bcrypt.hash(randomBytes(32).toString('base64'), BCRYPT_ROUNDS);
    const sessionIds = await this.dataSource.transaction(async (manager) => {
      // The lock every new order respects: the statement writing an order checks its foreign
      // key to the shopper's row at its end, taking a KEY SHARE lock on the row, which FOR
      // UPDATE conflicts with. An order checked before this lock makes this wait until it
      // commits, and the check below (a later statement: it sees what committed meanwhile)
      // finds it; an order checked after it waits for this transaction, then finds its address
      // deleted (409, nothing stored), or goes through if leaving was refused. None slips past.
      await manager.query(`SELECT id FROM "user" WHERE id = $1 FOR UPDATE`, [userId]);
      await assertNoOpenOrders(manager, userId);
      return this.erase(manager, userId, unusableHash);
    });
    // Their rows were deleted with the rest; this instance stops trusting them now.
    this.sessions.forget(sessionIds);
    return { success: true, message: ACCOUNT_TEXTS.accountClosed };
  }

  /** Removes the personal data; answers the ids of the sessions it ended. */
  private async erase(
    manager: EntityManager,
    userId: string,
    unusableHash: string,
  ): Promise<string[]> {
    // Queued and sent emails about the shopper: order emails (their facts name the shopper),
    // back-in-stock emails, and account links.
    await manager.query(
      `DELETE FROM outbox
        WHERE payload->>'userId' = $1::text
           OR payload->>'orderId' IN (SELECT id::text FROM "order" WHERE user_id = $1::uuid)
           OR payload->>'tokenId' IN (SELECT id::text FROM account_token WHERE user_id = $1::uuid)`,
      [userId],
    );
    await manager.query(`DELETE FROM account_token WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM stock_alert WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM phone_code WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM push_subscription WHERE user_id = $1`, [userId]);
    const sessions = (await manager.query(
      `SELECT id FROM session WHERE role = 'user' AND subject = $1`,
      [userId],
    )) as { id: string }[];
    await manager.query(`DELETE FROM session WHERE role = 'user' AND subject = $1`, [userId]);
    // Orders delivered to these addresses keep their (reduced) snapshot; the link goes NULL.
    await manager.query(`DELETE FROM address WHERE user_id = $1`, [userId]);
    await OrderRows.forgetShopper(manager, userId);
    await manager.query(
      `UPDATE "user" SET name = $2, email = $3, password_hash = $4, cart_items = '{}',
              phone = NULL, phone_verified_at = NULL, notification_prefs = '{}', closed_at = now()
        WHERE id = $1`,
      [userId, DELETED_CUSTOMER_NAME, `deleted-${randomUUID()}@deleted.invalid`, unusableHash],
    );
    return sessions.map((session) => session.id);
  }
}
