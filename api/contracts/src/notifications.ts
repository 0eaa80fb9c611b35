/**
 * What the shop tells a shopper about, and by which channel (docs/NOTIFICATIONS.md). Each kind
 * has an email and an SMS switch; SMS goes only to a verified number.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_changed',
  'out_for_delivery',
  'delivered',
  'refund',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
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
};

/**
 * Until the shopper changes them: every email (as before there were switches), and SMS for
 * what needs them at once (something short or swapped, the driver on the way, a refund) once
 * a number is verified.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  order_placed: { email: true, sms: false },
  order_changed: { email: true, sms: true },
  out_for_delivery: { email: true, sms: true },
  delivered: { email: true, sms: false },
  refund: { email: true, sms: true },
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
