// Types of fake-push-service.mjs for the API's TypeScript tests (the logic lives only in the .mjs).

/** A message a device took: decrypted, with the VAPID claims that came with it. */
export interface FakePushMessage {
  device: string;
  payload: { title: string; body: string; url: string; tag: string };
  urgency: string;
  vapid: { aud: string; exp: number; sub: string; key: string };
}

export interface FakePushDevice {
  id: string;
  /** What the browser's `PushSubscription.toJSON()` would give. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface FakePushService {
  url: string;
  /** Its certificate, for PUSH_CA_FILE. */
  caFile: string;
  messages: FakePushMessage[];
  /** Requests it refused: the status and why (a bad signature, a wrong key). */
  rejected: { device: string | undefined; status: number; why: string | undefined }[];
  /** A new device with its own endpoint and keys. */
  device(): FakePushDevice;
  /** The device's subscription expired: 410 from now on. */
  expire(id: string): void;
  /** The device's next pushes fail: an HTTP status each, or a cut connection. */
  fail(id: string, ...failures: Array<number | 'disconnect'>): void;
  stop(): Promise<void>;
}

export function startFakePushService(): Promise<FakePushService>;
