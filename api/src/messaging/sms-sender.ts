import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { smsLength } from '@greencart/contracts';
import type { NotifyLkConfig, SmsConfig } from '../config/sms-config.js';

/** Injection token of the {@link SmsSender}. */
export const SMS_SENDER = Symbol('SMS_SENDER');

/** One text message to one number; `id` is the outbox row's (the same on every retry). */
export interface OutgoingSms {
  id: string;
  /** The number in its stored form, `+94771234567`. */
  to: string;
  text: string;
}

/**
 * The messaging port: hands one SMS to a provider; throws when it could not (the outbox tries
 * again later). Adapters know their provider; nothing else does.
 */
export interface SmsSender {
  /** The provider's name, for logs and /health-like reports. */
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}

/** A provider refused the message; `permanent` when retrying cannot help (a bad number). */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The development default: each SMS as a text file under `<dataDir>/sms/`, path logged. */
export class FolderSmsSender implements SmsSender {
  readonly name = 'folder';
  private readonly logger = new Logger('Sms');

  constructor(private readonly folder: string) {}

  async send(sms: OutgoingSms): Promise<void> {
    const length = smsLength(sms.text);
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, `${sms.id}.txt`);
    const head = `To: ${sms.to}\nEncoding: ${length.encoding}, ${length.units} units, ${length.segments} segment(s)\n\n`;
    await writeFile(path, `${head}${sms.text}\n`);
    this.logger.log(`SMS to ${sms.to} written to ${path}`);
  }
}

/**
 * Notify.lk's HTTP API (`POST {base}/api/v1/send`, form fields `user_id`, `api_key`,
 * `sender_id`, `to` as `9471XXXXXXX`, `message`, and `type=unicode` for a text outside GSM-7,
 * such as Sinhala or Tamil). It answers JSON `{"status":"success"}` when it took the message.
 */
export class NotifyLkSmsSender implements SmsSender {
  readonly name = 'notifylk';

  constructor(
    private readonly account: NotifyLkConfig,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(sms: OutgoingSms): Promise<void> {
    const form = new URLSearchParams({
      user_id: this.account.userId,
      api_key: this.account.apiKey,
      sender_id: this.account.senderId,
      to: sms.to.replace(/^\+/, ''),
      message: sms.text,
    });
    if (smsLength(sms.text).encoding === 'ucs2') form.set('type', 'unicode');
    const response = await fetch(new URL('/api/v1/send', this.account.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const raw = await response.text();
    let body: { status?: unknown; data?: unknown; message?: unknown } = {};
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      // Not JSON: a proxy's error page; told below by the status.
    }
    if (response.ok && body.status === 'success') return;
    const said = typeof body.message === 'string' ? body.message : raw.slice(0, 200);
    // 4xx other than 429: the request itself is wrong (credentials, number); else try again.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new SmsRefused(`Notify.lk answered ${response.status}: ${said}`, permanent);
  }
}

/** The sender for the configuration: Notify.lk when chosen, else the folder. */
export function createSmsSender(config: SmsConfig, dataDir: string): SmsSender {
  return config.provider === 'notifylk' && config.notifylk
    ? new NotifyLkSmsSender(config.notifylk)
    : new FolderSmsSender(join(dataDir, 'sms'));
}
