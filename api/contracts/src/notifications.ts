/**
 * What the shop tells a shopper about, and by which channel (docs/NOTIFICATIONS.md). Each kind
 * has an email, an SMS and a push switch; SMS goes only to a verified number, push only to the
 * devices the shopper turned it on for.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_changed',
  'out_for_delivery',
  'delivered',
  'refund',
  'substitution_question',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationPreferences = Record<
  NotificationKind,
  Record<NotificationChannel, boolean>
>;

/** What each kind is called on the account page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  order_placed: 'Order placed',
  order_changed: 'Something short or substituted',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refund: 'Refund made',
  substitution_question: 'A question about a substitute',
};

/**
 * Until the shopper changes them: every email (as before there were switches), and SMS for
 * what needs them at once (something short or swapped, the driver on the way, a refund) once
 * a number is verified; push for every kind once the shopper turns it on for a device (turning
 * it on is the choice; the switches then narrow it).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  order_placed: { email: true, sms: false, push: true },
  order_changed: { email: true, sms: true, push: true },
  out_for_delivery: { email: true, sms: true, push: true },
  delivered: { email: true, sms: false, push: true },
  refund: { email: true, sms: true, push: true },
  // The packer waits for the answer within minutes: every channel the shopper has.
  substitution_question: { email: true, sms: true, push: true },
};

/** The kind an order email/SMS topic belongs to; null for topics without a switch. */
export function notificationKindOf(topic: string): NotificationKind | null {
  switch (topic) {
    case 'order.placed':
      return 'order_placed';
    case 'order.packing_changed':
      return 'order_changed';
    case 'order.out_for_delivery':
      return 'out_for_delivery';
    case 'order.delivered':
      return 'delivered';
    case 'order.refunded':
      return 'refund';
    // The packer's question (docs/SUBSTITUTIONS.md). Questions written before it had a kind of
    // their own are `order.packing_changed` rows and stay under `order_changed`.
    case 'order.substitution_question':
      return 'substitution_question';
    default:
      return null;
  }
}

/** Stored switches over the defaults: a kind or channel never saved keeps its default. */
export function resolveNotificationPreferences(stored: unknown): NotificationPreferences {
  const out = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_NOTIFICATION_PREFERENCES[kind] }]),
  ) as NotificationPreferences;
  if (!stored || typeof stored !== 'object') return out;
  for (const kind of NOTIFICATION_KINDS) {
    const entry = (stored as Record<string, unknown>)[kind];
    if (!entry || typeof entry !== 'object') continue;
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = (entry as Record<string, unknown>)[channel];
      if (typeof value === 'boolean') out[kind][channel] = value;
    }
  }
  return out;
}

/** `GET /api/user/notifications`. */
export interface NotificationSettingsResponse {
  success: true;
  /** The verified number in local form (`077 123 4567`), or null. */
  phone: string | null;
  preferences: NotificationPreferences;
}

/** `GET /api/push/key`: the server's VAPID public key (base64url), null when push is off. */
export const PUSH_KEY_PATH = '/api/push/key';
/** `POST` (subscribe this device) and `DELETE` (unsubscribe it) `/api/user/push`. */
export const PUSH_SUBSCRIPTION_PATH = '/api/user/push';

export interface PushKeyResponse {
  success: true;
  publicKey: string | null;
}

/** A browser's `PushSubscription.toJSON()`, what `POST /api/user/push` takes. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How many devices one shopper may have push on; subscribing one more drops the oldest. */
export const PUSH_DEVICES_PER_SHOPPER = 10;

/** Longest endpoint URL accepted (real ones are under 500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** What a push notification carries (encrypted for the device); the service worker shows it. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens (the order's page). */
  url: string;
  /** Notifications of one order replace each other. */
  tag: string;
}
