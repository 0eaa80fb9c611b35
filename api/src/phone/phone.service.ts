import { setTimeout as sleep } from 'node:timers/promises';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_TEXTS,
  ERROR_CODES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODE_WINDOW_MINUTES,
  PHONE_CODES_PER_IP,
  PHONE_CODES_PER_NUMBER,
  PHONE_TEXTS,
  formatLkMobileLocal,
  normalizeLkMobile,
  resolveNotificationPreferences,
  type MessageResponse,
  type NotificationSettingsResponse,
} from '@greencart/contracts';
import { QueryFailedError, type DataSource } from 'typeorm';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../auth/rate-limit-store.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SMS_SENDER, type SmsSender } from '../messaging/sms-sender.js';
import { newPhoneCode, phoneCodeHash, sameHash, type PhoneCodePurpose } from './phone-code.js';

/**
 * The code request answers no sooner than this, whether a code was sent or not, so its timing
 * does not tell whether the number is known (the SMS itself is handed over in the background).
 */
export const PHONE_ANSWER_MIN_MS = 150;

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

/** The rows an UPDATE … RETURNING answered (the drivers shape its result differently). */
function returned<T>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}

/** Wrong code, used code, expired code, no code: one answer. */
function codeInvalid(): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.TOKEN_INVALID, PHONE_TEXTS.codeInvalid);
}

function invalidNumber(): AppError {
  return AppError.validation(PHONE_TEXTS.invalid, 'phone');
}

/**
 * Verified phone numbers (docs/NOTIFICATIONS.md): a one-time code by SMS ({@link newPhoneCode},
 * stored as a keyed hash, {@link PHONE_CODE_MINUTES} minutes, {@link PHONE_CODE_TRIES} tries,
 * a new code ending the unused ones), requests limited per number and per client IP and
 * answered alike whether or not a code went out; a number becomes the account's only once its
 * code is entered, and one number belongs to at most one account.
 */
@Injectable()
export class PhoneService {
  private readonly logger = new Logger('Phone');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  /**
   * Sends a code to `rawPhone` for `purpose`: to verify it on `userId`'s account (unless
   * another account has it), or to log in to the account that has it verified (if any).
   */
  async requestCode(
    purpose: PhoneCodePurpose,
    rawPhone: string,
    userId: string | null,
    ip: string,
  ): Promise<MessageResponse> {
    const phone = normalizeLkMobile(rawPhone);
    if (!phone) throw invalidNumber();
    const started = Date.now();
    try {
      await this.hit([
        { key: `phone:ip:${ip}`, limit: PHONE_CODES_PER_IP },
        { key: `phone:number:${phone}`, limit: PHONE_CODES_PER_NUMBER },
      ]);
      const owner = await this.ownerOf(phone);
      const recipientUser =
        purpose === 'verify' ? (owner && owner !== userId ? null : userId) : owner;
      if (recipientUser) await this.issue(purpose, phone, recipientUser);
    } finally {
      const left = PHONE_ANSWER_MIN_MS - (Date.now() - started);
      if (left > 0) await sleep(left);
    }
    return { success: true, message: PHONE_TEXTS.codeSent };
  }

  /** Enters a code for a number on the account: the number becomes the account's verified one. */
  async verify(
    userId: string,
    rawPhone: string,
    code: string,
  ): Promise<NotificationSettingsResponse> {
    const phone = normalizeLkMobile(rawPhone);
    if (!phone) throw invalidNumber();
    await this.take('verify', phone, code, userId);
    try {
      const updated = returned(
        await this.dataSource.query(
          `UPDATE "user" SET phone = $1, phone_verified_at = now()
            WHERE id = $2 AND closed_at IS NULL RETURNING id`,
          [phone, userId],
        ),
      );
      if (updated.length === 0) throw AppError.notAuthenticated();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.PHONE_TAKEN,
          PHONE_TEXTS.phoneTaken,
          'phone',
        );
      }
      throw error;
    }
    return this.settings(userId);
  }

  /** Logs in with a number and its code: answers the account's id. */
  async login(rawPhone: string, code: string): Promise<string> {
    const phone = normalizeLkMobile(rawPhone);
    if (!phone) throw invalidNumber();
    const userId = await this.take('login', phone, code, null);
    // The number must still be that account's (it may have been removed since the code).
    if ((await this.ownerOf(phone)) !== userId) throw codeInvalid();
    return userId;
  }

  /** Removes the account's number: no more SMS until one is verified again. */
  async remove(userId: string): Promise<MessageResponse> {
    await this.dataSource.query(
      `UPDATE "user" SET phone = NULL, phone_verified_at = NULL WHERE id = $1`,
      [userId],
    );
    return { success: true, message: PHONE_TEXTS.removed };
  }

  /** The verified number and the notification switches (defaults where never saved). */
  async settings(userId: string): Promise<NotificationSettingsResponse> {
    const [row] = (await this.dataSource.query(
      `SELECT phone, notification_prefs AS prefs FROM "user" WHERE id = $1 AND closed_at IS NULL`,
      [userId],
    )) as { phone: string | null; prefs: unknown }[];
    if (!row) throw AppError.notAuthenticated();
    return {
      success: true,
      phone: row.phone ? formatLkMobileLocal(row.phone) : null,
      preferences: resolveNotificationPreferences(row.prefs),
    };
  }

  /** Saves switches (only known kinds and channels, booleans) over the ones saved before. */
  async savePreferences(
    userId: string,
    changes: Record<string, unknown>,
  ): Promise<NotificationSettingsResponse> {
    const patch: Record<string, Record<string, boolean>> = {};
    for (const [kind, value] of Object.entries(changes)) {
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) {
        throw AppError.validation(
          `preferences.${kind} is not a kind of message`,
          `preferences.${kind}`,
        );
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw AppError.validation(`preferences.${kind} must be an object`, `preferences.${kind}`);
      }
      for (const [channel, on] of Object.entries(value as Record<string, unknown>)) {
        const field = `preferences.${kind}.${channel}`;
        if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel)) {
          throw AppError.validation(`${field} is not a channel`, field);
        }
        if (typeof on !== 'boolean')
          throw AppError.validation(`${field} must be true or false`, field);
        (patch[kind] ??= {})[channel] = on;
      }
    }
    // Merged per kind in one statement, so two saves of different kinds both stay.
    await this.dataSource.query(
      `UPDATE "user" u SET notification_prefs = (
         SELECT COALESCE(jsonb_object_agg(k, COALESCE(u.notification_prefs -> k, '{}'::jsonb) || v), '{}'::jsonb)
           FROM jsonb_each($2::jsonb) AS p(k, v)
       ) || (u.notification_prefs - ARRAY(SELECT jsonb_object_keys($2::jsonb)))
       WHERE u.id = $1`,
      [userId, JSON.stringify(patch)],
    );
    return this.settings(userId);
  }

  /** The account that has `phone` verified, or null. */
  private async ownerOf(phone: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id FROM "user" WHERE phone = $1 AND closed_at IS NULL`,
      [phone],
    )) as { id: string }[];
    return row?.id ?? null;
  }

  /** Counts one request on every counter; 429 when any is over its limit. */
  private async hit(limits: { key: string; limit: number }[]): Promise<void> {
    const windowMs = PHONE_CODE_WINDOW_MINUTES * 60_000;
    const counts = await Promise.all(limits.map(({ key }) => this.limits.increment(key, windowMs)));
    if (counts.some((count, i) => count > limits[i].limit)) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        ERROR_CODES.RATE_LIMITED,
        ACCOUNT_TEXTS.tooManyRequests,
      );
    }
  }

  /** Ends the unused codes of the number and purpose, stores a new one and sends it. */
  private async issue(purpose: PhoneCodePurpose, phone: string, userId: string): Promise<void> {
    const code = newPhoneCode();
    await this.dataSource.query(
      `UPDATE phone_code SET used_at = now() WHERE phone = $1 AND purpose = $2 AND used_at IS NULL`,
      [phone, purpose],
    );
    const [row] = (await this.dataSource.query(
      `INSERT INTO phone_code (purpose, user_id, phone, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
      [
        purpose,
        userId,
        phone,
        phoneCodeHash(this.config.jwtSecret, purpose, phone, code),
        PHONE_CODE_MINUTES,
      ],
    )) as { id: string }[];
    const text = `GreenCart: your code is ${code}. It works for ${PHONE_CODE_MINUTES} minutes. Never share it.`;
    // In the background: the answer must not wait for (or reveal) the provider's call.
    void this.sms.send({ id: row.id, to: phone, text }).catch((error: unknown) => {
      this.logger.warn(
        `Code SMS ${row.id} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }

  /**
   * Takes the newest live code of the number and purpose (and account, when verifying): every
   * try counts, taken by one conditional UPDATE, so {@link PHONE_CODE_TRIES} tries in all even
   * when they race; the right code is then marked used once. Answers the code's account.
   */
  private async take(
    purpose: PhoneCodePurpose,
    phone: string,
    code: string,
    userId: string | null,
  ): Promise<string> {
    const [row] = returned<{ id: string; hash: string; userId: string }>(
      await this.dataSource.query(
        `UPDATE phone_code SET attempts = attempts + 1
        WHERE id = (SELECT id FROM phone_code
                     WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
                       AND ($3::uuid IS NULL OR user_id = $3::uuid)
                     ORDER BY created_at DESC LIMIT 1)
          AND attempts < $4
        RETURNING id, code_hash AS "hash", user_id AS "userId"`,
        [phone, purpose, userId, PHONE_CODE_TRIES],
      ),
    );
    if (!row || !sameHash(row.hash, phoneCodeHash(this.config.jwtSecret, purpose, phone, code))) {
      throw codeInvalid();
    }
    const used = returned(
      await this.dataSource.query(
        `UPDATE phone_code SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`,
        [row.id],
      ),
    );
    if (used.length === 0) throw codeInvalid();
    return row.userId;
  }
}
