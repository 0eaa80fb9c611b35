import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from '../config/push-config.js';

/** Injection token of the {@link PushSender}; its value is null when push is off. */
export const PUSH_SENDER = Symbol('PUSH_SENDER');

/** One device's subscription, as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: taken, gone (remove the device), refused, or try again. */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry';

/**
 * Hands one encrypted message to a device's push service (Web Push, RFC 8030/8291/8292). The
 * answer says what to do with the device; only a network failure or a 5xx/429 asks for a retry.
 */
export interface PushSender {
  readonly publicKey: string;
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgent: boolean },
  ): Promise<PushOutcome>;
}

/** The `web-push` library: aes128gcm payload encryption and a VAPID JWT signed with our key. */
export class WebPushSender implements PushSender {
  readonly publicKey: string;

  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
    /** Trusts extra authorities (PUSH_CA_FILE); undefined: the default agent. */
    private readonly agent?: Agent,
    private readonly timeoutMs = 10_000,
  ) {
    this.publicKey = keys.publicKey;
  }

  async send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgent: boolean },
  ): Promise<PushOutcome> {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: {
            subject: this.subject,
            publicKey: this.keys.publicKey,
            privateKey: this.keys.privateKey,
          },
          TTL: options.ttlSeconds,
          urgency: options.urgent ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
          timeout: this.timeoutMs,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (!(error instanceof webpush.WebPushError)) return 'retry';
      const status = error.statusCode;
      // 404/410: the subscription expired or was revoked; the device is gone.
      if (status === 404 || status === 410) return 'gone';
      if (status === 429 || status >= 500) return 'retry';
      // 400, 403 (keys no longer match), 413: this message can never reach this device.
      return 'refused';
    }
  }
}
