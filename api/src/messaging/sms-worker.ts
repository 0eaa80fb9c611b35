import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  notificationKindOf,
  requestedLanguage,
  resolveNotificationPreferences,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxChannelWorker } from '../outbox/outbox-channel-worker.js';
import { OutboxDispatch } from '../outbox/outbox-dispatch.js';
import { ShopSettingsService } from '../shop/shop-settings.service.js';
import type { ClaimedRow } from '../outbox/outbox-queue.js';
import { SMS_SENDER, SmsRefused, type SmsSender } from './sms-sender.js';
import {
  STAFF_ORDER_SMS_TOPIC,
  isSmsTopic,
  renderOrderSms,
  renderStaffOrderSms,
} from './sms-text.js';

/** A shopper an SMS may go to: the verified number and the switches, as they are now. */
interface SmsRecipient {
  phone: string | null;
  closed: boolean;
  prefs: unknown;
  /** The account's language: the SMS is written in it. */
  language?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends the outbox's SMS (its `sms` channel; the rows are written with their order emails by
 * the `outbox_sms_twin` trigger). Each row is sent to the shopper's verified number as it is
 * when sent, only if the shopper's switch for that kind of message is on; otherwise it is
 * dropped. A provider's failure is retried with back-off (outbox-channel-worker.ts); a refusal
 * retrying cannot help (a bad number) drops the row.
 */
@Injectable()
export class SmsWorker extends OutboxChannelWorker<Map<string, SmsRecipient>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    dispatch: OutboxDispatch,
    private readonly shop: ShopSettingsService,
  ) {
    super(dataSource, 'sms', config.mail, SmsWorker.name);
    dispatch.register('sms', (ids) => this.runNow(ids));
  }

  /** The shoppers of the claimed rows, read in one statement. */
  protected async prepare(claimed: readonly ClaimedRow[]): Promise<Map<string, SmsRecipient>> {
    const ids = [
      ...new Set(
        claimed
          .map((row) => row.payload.userId)
          .filter((id): id is string => typeof id === 'string' && UUID.test(id)),
      ),
    ];
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT id, phone, closed_at IS NOT NULL AS closed, notification_prefs AS prefs, language
         FROM "user" WHERE id = ANY($1::uuid[])`,
      [ids],
    )) as Array<SmsRecipient & { id: string }>;
    return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
  }

  protected async work(
    row: ClaimedRow,
    recipients: ReadonlyMap<string, SmsRecipient>,
  ): Promise<'dropped' | void> {
    if (row.topic === STAFF_ORDER_SMS_TOPIC) return this.sendToStaff(row);
    const recipient = recipients.get(row.payload.userId ?? '');
    const kind = notificationKindOf(row.topic);
    if (!recipient || recipient.closed || !recipient.phone || !row.facts || !kind) return 'dropped';
    if (!isSmsTopic(row.topic)) return 'dropped';
    if (!resolveNotificationPreferences(recipient.prefs)[kind].sms) return 'dropped';
    const text = renderOrderSms(row.topic, row.facts, {
      shopUrl: this.config.mail.shopUrl,
      // The phone the owner gives in the shop's settings (docs/SETTINGS.md).
      shopPhone: (await this.shop.stored()).profile.phone || null,
      format: this.config.mail.format,
      language: requestedLanguage(recipient.language),
    });
    return this.hand(row, recipient.phone, text);
  }

  /**
   * A new-order SMS to a staff number: sent only while the number is still in the shop's
   * settings (the owner may have taken it out since the order), in English.
   */
  private async sendToStaff(row: ClaimedRow): Promise<'dropped' | void> {
    const to = row.payload.staffPhone;
    const listed = (await this.shop.stored()).profile.staffOrderSmsNumbers;
    if (!to || !row.facts || !listed.includes(to)) return 'dropped';
    const text = renderStaffOrderSms(row.facts, {
      shopUrl: this.config.mail.shopUrl,
      format: this.config.mail.format,
    });
    return this.hand(row, to, text);
  }

  /** Hands one SMS to the provider: a refusal retrying cannot cure drops the row. */
  private async hand(row: ClaimedRow, to: string, text: string): Promise<'dropped' | void> {
    try {
      await this.sender.send({ id: row.id, to, text });
    } catch (error) {
      if (error instanceof SmsRefused && error.permanent) {
        this.logger.error(
          `${row.topic} ${row.id} refused by ${this.sender.name}: ${error.message}`,
        );
        return 'dropped';
      }
      throw error;
    }
  }
}
