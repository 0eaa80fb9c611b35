import { smsLength } from '@greencart/contracts';
import type { NotifyLkConfig } from '../../config/sms-config.js';
import { SmsRefused, type OutgoingSms, type SmsSender } from '../sms-sender.js';

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
