import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  localizedProductText,
  notificationKindOf,
  requestedLanguage,
  resolveNotificationPreferences,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { composeAccountEmail, isAccountEmailTopic } from '../account/account-email.js';
import { ShopSettingsService } from '../shop/shop-settings.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserEntity } from '../user/user.entity.js';
import { MAILER, type Mailer } from './mailer.js';
import { renderBackInStockEmail, renderOrderEmail, type EmailContent } from './order-email.js';
import { ProductEntity } from '../product/product.entity.js';
import { composeStaffInviteEmail, STAFF_INVITE_TOPIC } from '../staff/staff-invite-email.js';
import { readOrderEmailFacts } from './order-email-facts.js';
import { OutboxChannelWorker } from '../outbox/outbox-channel-worker.js';
import type { ClaimedRow } from '../outbox/outbox-queue.js';
import type { OrderEmailTopic } from './outbox.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The row is about a shopper who closed their account: its stand-in address reaches nobody,
 * so the row is dropped, never sent (docs/ACCOUNT.md "Leaving for good").
 */
class AccountClosed extends Error {}

/**
 * A shopper an email goes to: their address (null when they closed the account) and their
 * notification switches (docs/NOTIFICATIONS.md).
 */
interface Recipient {
  email: string | null;
  prefs: unknown;
  /** The account's language: the email is written in it. */
  language?: string | null;
}

/** The shopper turned this kind of email off: the row is dropped, never sent. */
class SwitchedOff extends Error {}

/**
 * Sends the outbox's emails (its `email` channel; outbox-channel-worker.ts claims, retries with
 * back-off and gives up). Each pass reads the shoppers of the claimed order emails at once. An
 * email to a shopper who closed the account is deleted, never sent to their stand-in address;
 * so is an order email of a kind the shopper switched off (docs/NOTIFICATIONS.md).
 */
@Injectable()
export class OutboxWorker extends OutboxChannelWorker<Map<string, Recipient>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly shop: ShopSettingsService,
  ) {
    super(dataSource, 'email', config.mail, OutboxWorker.name);
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    this.mailer.close();
  }

  /**
   * The email addresses of the shoppers that the claimed order emails go to, read in one
   * statement for the whole batch (not one per email: under a rush of orders, that was one
   * round trip per order); null for a shopper who closed the account. Rows whose shopper is
   * not named yet (queued before emails carried their facts) are looked up when composed.
   */
  protected async prepare(claimed: readonly ClaimedRow[]): Promise<Map<string, Recipient>> {
    const ids = [
      ...new Set(
        claimed
          .filter((row) => row.topic.startsWith('order.') && row.facts)
          .map((row) => row.payload.userId)
          .filter((id): id is string => typeof id === 'string' && UUID.test(id)),
      ),
    ];
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT id, CASE WHEN closed_at IS NULL THEN email END AS email, notification_prefs AS prefs, language
         FROM "user" WHERE id = ANY($1::uuid[])`,
      [ids],
    )) as Array<Recipient & { id: string }>;
    return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
  }

  protected async work(
    row: ClaimedRow,
    recipients: ReadonlyMap<string, Recipient>,
  ): Promise<'dropped' | void> {
    let email: { to: string; content: EmailContent };
    try {
      email = await this.compose(row, recipients);
    } catch (error) {
      if (error instanceof AccountClosed || error instanceof SwitchedOff) return 'dropped';
      throw error;
    }
    await this.mailer.send({ id: row.id, to: email.to, ...email.content });
  }

  /** The recipient and the email of one outbox row. */
  private async compose(
    row: ClaimedRow,
    recipients: ReadonlyMap<string, Recipient>,
  ): Promise<{ to: string; content: EmailContent }> {
    const manager = this.dataSource.manager;
    // Every email signs with the shop's name as the owner set it (docs/SETTINGS.md), read
    // outside any transaction.
    const { shopName } = (await this.shop.stored()).profile;
    // Account emails (a reset or email-change link): docs/ACCOUNT.md.
    if (isAccountEmailTopic(row.topic)) {
      const { shopUrl } = this.config.mail;
      return composeAccountEmail(
        manager,
        { ...row, topic: row.topic },
        { shopUrl, secret: this.config.jwtSecret, shopName },
      );
    }
    if ((row.topic as string) === STAFF_INVITE_TOPIC) {
      return composeStaffInviteEmail(manager, row, {
        shopUrl: this.config.mail.shopUrl,
        secret: this.config.jwtSecret,
        shopName,
      });
    }
    if (row.topic === 'product.back_in_stock') {
      const [product, user] = await Promise.all([
        manager.findOne(ProductEntity, { where: { id: row.payload.productId ?? '' } }),
        manager.findOne(UserEntity, { where: { id: row.payload.userId ?? '' } }),
      ]);
      if (!product || !user) throw new Error(`product or shopper of email ${row.id} is gone`);
      if (user.closedAt) throw new AccountClosed();
      return {
        to: user.email,
        content: renderBackInStockEmail(
          {
            ...product,
            name: localizedProductText(product, requestedLanguage(user.language)).name,
          },
          this.config.mail.shopUrl,
          shopName,
          requestedLanguage(user.language),
        ),
      };
    }
    let facts = row.facts;
    let userId = row.payload.userId;
    if (!facts || !userId) {
      // A row queued before emails carried their facts: told from the order as it is now.
      const read = await readOrderEmailFacts(manager, row.payload);
      if (!read) throw new Error(`order ${row.payload.orderId} of email ${row.id} is gone`);
      facts ??= read.facts;
      userId ??= read.userId;
    }
    const recipient = recipients.get(userId) ?? (await this.recipient(userId));
    if (!recipient) throw new Error(`the shopper of email ${row.id} is gone`);
    if (recipient.email === null) throw new AccountClosed();
    const kind = notificationKindOf(row.topic);
    if (kind && !resolveNotificationPreferences(recipient.prefs)[kind].email) {
      throw new SwitchedOff();
    }
    return {
      to: recipient.email,
      content: renderOrderEmail(
        row.topic as Exclude<OrderEmailTopic, 'product.back_in_stock'>,
        facts,
        this.config.mail.shopUrl,
        this.config.mail.format,
        shopName,
        requestedLanguage(recipient.language),
      ),
    };
  }

  /** One shopper as {@link prepare} reads them; undefined when gone. */
  private async recipient(userId: string): Promise<Recipient | undefined> {
    if (!UUID.test(userId)) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT CASE WHEN closed_at IS NULL THEN email END AS email, notification_prefs AS prefs, language
         FROM "user" WHERE id = $1`,
      [userId],
    )) as Recipient[];
    return row;
  }
}
