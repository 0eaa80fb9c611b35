import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  PUSH_DEVICES_PER_SHOPPER,
  type MessageResponse,
  type PushSubscriptionBody,
} from '@greencart/contracts';
import { QueryFailedError, type DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from '../common/app-error.js';
import { PUSH_SENDER, type PushSender } from './push-sender.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The rows an UPDATE/DELETE … RETURNING answered (the drivers shape its result differently). */
function returned<T>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

/** The bytes of a base64url text, or null when it is not base64url. */
function bytes(value: unknown): Buffer | null {
  return typeof value === 'string' && BASE64URL.test(value)
    ? Buffer.from(value, 'base64url')
    : null;
}

/**
 * The devices a shopper turned push on for (docs/NOTIFICATIONS.md). An endpoint must be a push
 * service's (an https URL on one of the configured hosts), so the API never posts where a
 * client pointed it; the keys must be a P-256 point and a 16-byte secret, or nothing could be
 * encrypted for the device.
 */
@Injectable()
export class PushService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PUSH_SENDER) private readonly sender: PushSender | null,
  ) {}

  /** The public key browsers subscribe with; null when push is off. */
  publicKey(): string | null {
    return this.sender?.publicKey ?? null;
  }

  /**
   * Stores this device for the shopper. The same device again keeps one row; a device another
   * account had (the same browser, someone else logged in) moves to this one only when its keys
   * are the same (only that browser knows them); beyond {@link PUSH_DEVICES_PER_SHOPPER}
   * devices the oldest is dropped.
   */
  async subscribe(userId: string, body: PushSubscriptionBody): Promise<MessageResponse> {
    if (!this.sender) {
      throw new AppError(
        HttpStatus.SERVICE_UNAVAILABLE,
        ERROR_CODES.VALIDATION,
        'Push notifications are not available in this shop',
      );
    }
    const endpoint = this.checkEndpoint(body.endpoint);
    const p256dh = bytes(body.keys?.p256dh);
    const auth = bytes(body.keys?.auth);
    if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4) {
      throw AppError.validation(
        'keys.p256dh must be the browser key (a P-256 point, base64url)',
        'keys',
      );
    }
    if (!auth || auth.length !== 16) {
      throw AppError.validation('keys.auth must be the 16-byte secret (base64url)', 'keys');
    }
    const keys = [body.keys.p256dh, body.keys.auth];
    try {
      await this.dataSource.transaction(async (manager) => {
        const open = await manager.query(
          `SELECT id FROM "user" WHERE id = $1 AND closed_at IS NULL FOR UPDATE`,
          [userId],
        );
        if ((open as unknown[]).length === 0) throw AppError.notAuthenticated();
        const saved = returned<{ id: string }>(
          await manager.query(
            `INSERT INTO push_subscription (user_id, endpoint, p256dh, auth)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, created_at = now()
               WHERE push_subscription.p256dh = EXCLUDED.p256dh
                 AND push_subscription.auth = EXCLUDED.auth
             RETURNING id`,
            [userId, endpoint, ...keys],
          ),
        );
        if (saved.length === 0) {
          throw new AppError(
            HttpStatus.CONFLICT,
            ERROR_CODES.VALIDATION,
            'This device is already subscribed with other keys; turn push off and on again',
            'endpoint',
          );
        }
        await manager.query(
          `DELETE FROM push_subscription WHERE user_id = $1 AND id NOT IN (
             SELECT id FROM push_subscription WHERE user_id = $1
              ORDER BY created_at DESC, id LIMIT $2)`,
          [userId, PUSH_DEVICES_PER_SHOPPER],
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two requests of the same device at once: the other stored it.
    }
    return { success: true, message: 'Push notifications are on for this device' };
  }

  /** Removes one of the shopper's own devices; another account's endpoint is not found. */
  async unsubscribe(userId: string, endpoint: string): Promise<MessageResponse> {
    const removed = returned<{ id: string }>(
      await this.dataSource.query(
        `DELETE FROM push_subscription WHERE user_id = $1 AND endpoint = $2 RETURNING id`,
        [userId, endpoint],
      ),
    );
    if (removed.length === 0) {
      throw AppError.notFound(ERROR_CODES.NOT_FOUND, 'This device has no push notifications on');
    }
    return { success: true, message: 'Push notifications are off for this device' };
  }

  /** The endpoint, if it is a push service's; else a 400. */
  private checkEndpoint(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw AppError.validation('endpoint must be the push service URL', 'endpoint');
    }
    const host = url.hostname.toLowerCase();
    const allowed = this.config.push.endpointHosts.some((entry) =>
      entry.startsWith('.') ? host.endsWith(entry) : host === entry,
    );
    if (!allowed || url.protocol !== 'https:' || url.username || url.password) {
      throw AppError.validation('endpoint must be the URL of a browser push service', 'endpoint');
    }
    return raw;
  }
}
