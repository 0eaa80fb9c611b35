import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_TEXTS, type MessageResponse } from '@greencart/contracts';
import bcrypt from 'bcrypt';
import type { DataSource, EntityManager } from 'typeorm';
import { SessionService } from '../auth/session.service.js';
import { BCRYPT_ROUNDS } from '../user/user.service.js';
import { ProfileService } from './profile.service.js';

/** The name an anonymised account keeps on the shop's books. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/**
 * What an order keeps of its delivery address once its shopper left: the place of supply
 * (city, state, postcode, country), which the shop's books and tax records need; never who
 * it went to, how to reach them or the street. The other fields stay as empty strings, so
 * the order keeps its shape for every client.
 */
const KEEP_OF_ADDRESS = `jsonb_build_object(
  'id', address_snapshot->'id',
  'userId', address_snapshot->'userId',
  'firstName', '', 'lastName', '', 'email', '', 'phone', '', 'street', '',
  'city', address_snapshot->'city',
  'state', address_snapshot->'state',
  'zipcode', address_snapshot->'zipcode',
  'country', address_snapshot->'country')`;

/**
 * "Leave for good": with the password, removes the shopper's personal data and keeps their
 * orders for the shop's books, anonymised (docs/ACCOUNT.md lists what is kept and why). The
 * account row stays as an anonymous stand-in the orders point to: its email becomes a unique
 * address nobody can receive, so the real email is free to register again as a new account.
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
    // Ended first (and forgotten by this instance's session cache), then deleted below.
    await this.sessions.endAll('user', userId);
    await this.dataSource.transaction((manager) => this.erase(manager, userId, unusableHash));
    return { success: true, message: ACCOUNT_TEXTS.accountClosed };
  }

  private async erase(manager: EntityManager, userId: string, unusableHash: string): Promise<void> {
    await manager.query(`SELECT id FROM "user" WHERE id = $1 FOR UPDATE`, [userId]);
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
    await manager.query(`DELETE FROM session WHERE role = 'user' AND subject = $1`, [userId]);
    // Orders delivered to these addresses keep their (reduced) snapshot; the link goes NULL.
    await manager.query(`DELETE FROM address WHERE user_id = $1`, [userId]);
    await manager.query(
      `UPDATE "order" SET address_snapshot = ${KEEP_OF_ADDRESS} WHERE user_id = $1`,
      [userId],
    );
    // What the shopper wrote (a cancel reason) may name them; staff notes stay.
    await manager.query(
      `UPDATE "order" o SET cancel_reason = NULL
        WHERE o.user_id = $1 AND EXISTS (
          SELECT 1 FROM order_history h
           WHERE h.order_id = o.id AND h.actor = 'shopper' AND h.to_status = 'Cancelled')`,
      [userId],
    );
    await manager.query(
      `UPDATE order_history SET note = NULL
        WHERE actor = 'shopper' AND order_id IN (SELECT id FROM "order" WHERE user_id = $1)`,
      [userId],
    );
    await manager.query(
      `UPDATE "user" SET name = $2, email = $3, password_hash = $4, cart_items = '{}'
        WHERE id = $1`,
      [userId, DELETED_CUSTOMER_NAME, `deleted-${randomUUID()}@deleted.invalid`, unusableHash],
    );
  }
}
