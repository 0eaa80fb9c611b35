import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  notificationKindOf,
  requestedLanguage,
  resolveNotificationPreferences,
  type Language,
  type PushMessage,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isSmsTopic, renderOrderSms, smsSeeLink } from '../messaging/sms-text.js';
import { orderPageUrl } from '../order/placement/checkout-urls.js';
import { OutboxChannelWorker } from '../outbox/outbox-channel-worker.js';
import { OutboxDispatch } from '../outbox/outbox-dispatch.js';
import type { ClaimedRow } from '../outbox/outbox-queue.js';
import { ShopSettingsService } from '../shop/shop-settings.service.js';
import { PUSH_SENDER, type PushSender, type PushTarget } from './push-sender.js';

/** A device of a shopper, with the switches and state of its account as they are now. */
interface Device extends PushTarget {
  id: string;
  userId: string;
  closed: boolean;
  prefs: unknown;
  /** The account's language: the notification is written in it. */
  language: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A push older than this is not worth showing (the push service drops it after). */
const TTL_SECONDS = 24 * 3600;

/**
 * The notification of an order event: the SMS's words (the same facts) in the shopper's
 * language, without the shop's prefix and the link (the notification opens the order's page).
 */
export function orderPushMessage(
  row: Pick<ClaimedRow, 'topic' | 'facts'>,
  shopName: string,
  config: AppConfig['mail'],
  language: Language = 'en',
): PushMessage | null {
  if (!row.facts || !isSmsTopic(row.topic)) return null;
  const url = orderPageUrl(config.shopUrl, row.facts.orderId);
  const text = renderOrderSms(row.topic, row.facts, {
    shopUrl: config.shopUrl,
    shopPhone: null,
    format: config.format,
    language,
  });
  const body = text
    .replace(/^GreenCart: /, '')
    .replace(smsSeeLink(language, url), '')
    .replace(/^./, (c) => c.toUpperCase());
  return { title: shopName, body, url, tag: `order-${row.facts.orderId}` };
}

/**
 * Sends the outbox's push rows (its `push` channel; written with their order emails by the
 * `outbox_push_twin` trigger) to every device of the shopper, as they are when sent, if the
 * shopper's push switch for that kind is on. A device the push service says is gone (404/410)
 * is removed; one that failed otherwise (5xx, 429, the network) has the row retried with
 * back-off, and the devices it already reached (`push_delivery`) are not sent it again.
 */
@Injectable()
export class PushWorker extends OutboxChannelWorker<Map<string, Device[]>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PUSH_SENDER) private readonly sender: PushSender | null,
    dispatch: OutboxDispatch,
    private readonly shop: ShopSettingsService,
  ) {
    super(dataSource, 'push', config.mail, PushWorker.name);
    dispatch.register('push', (ids) => this.runNow(ids));
  }

  /** The devices of the claimed rows' shoppers, read in one statement. */
  protected async prepare(claimed: readonly ClaimedRow[]): Promise<Map<string, Device[]>> {
    const ids = [
      ...new Set(
        claimed
          .map((row) => row.payload.userId)
          .filter((id): id is string => typeof id === 'string' && UUID.test(id)),
      ),
    ];
    const devices = new Map<string, Device[]>();
    if (ids.length === 0) return devices;
    const rows = (await this.dataSource.query(
      `SELECT s.id, s.user_id AS "userId", s.endpoint, s.p256dh, s.auth,
              u.closed_at IS NOT NULL AS closed, u.notification_prefs AS prefs, u.language
         FROM push_subscription s JOIN "user" u ON u.id = s.user_id
        WHERE s.user_id = ANY($1::uuid[])
        ORDER BY s.created_at`,
      [ids],
    )) as Device[];
    for (const device of rows) {
      devices.set(device.userId, [...(devices.get(device.userId) ?? []), device]);
    }
    return devices;
  }

  protected async work(
    row: ClaimedRow,
    devices: ReadonlyMap<string, Device[]>,
  ): Promise<'dropped' | void> {
    const mine = devices.get(row.payload.userId ?? '') ?? [];
    const kind = notificationKindOf(row.topic);
    if (!this.sender || mine.length === 0 || mine[0].closed || !kind) return 'dropped';
    if (!resolveNotificationPreferences(mine[0].prefs)[kind].push) return 'dropped';
    const settings = await this.shop.stored();
    const message = orderPushMessage(
      row,
      settings.profile.shopName || 'GreenCart',
      this.config.mail,
      requestedLanguage(mine[0].language),
    );
    if (!message) return 'dropped';
    const reached = new Set(
      (
        (await this.dataSource.query(
          `SELECT subscription_id AS id FROM push_delivery WHERE outbox_id = $1`,
          [row.id],
        )) as Array<{ id: string }>
      ).map((d) => d.id),
    );
    const payload = JSON.stringify(message);
    let retry = 0;
    for (const device of mine.filter((d) => !reached.has(d.id))) {
      const outcome = await this.sender.send(device, payload, {
        ttlSeconds: TTL_SECONDS,
        urgent: row.topic === 'order.out_for_delivery',
      });
      if (outcome === 'sent') {
        await this.dataSource.query(
          `INSERT INTO push_delivery (outbox_id, subscription_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [row.id, device.id],
        );
      } else if (outcome === 'gone') {
        await this.dataSource.query(`DELETE FROM push_subscription WHERE id = $1`, [device.id]);
        this.logger.log(`Push subscription ${device.id} expired: removed`);
      } else if (outcome === 'refused') {
        this.logger.error(`${row.topic} ${row.id}: device ${device.id} refused the push`);
      } else {
        retry += 1;
      }
    }
    if (retry > 0) throw new Error(`${retry} device(s) could not be reached; trying again`);
  }
}
