/**
 * This browser's Web Push subscription (docs/NOTIFICATIONS.md), through the shell's service
 * worker (/sw.js, which shows the notifications).
 */

/** The push section's fixed words (translated through `lib/notices.ts`, group `push`). */
export const PUSH_TEXTS = {
  unsupported: 'This browser cannot show notifications from the shop.',
  iphone:
    'This browser cannot show notifications from the shop. On an iPhone, add the shop to your Home Screen first.',
  off: 'Push notifications are off for this device',
  notAvailable: 'Push notifications are not available in this shop.',
} as const;

/** Why push cannot be turned on here, or null when it can. */
export function pushUnsupported(): string | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) {
    return PUSH_TEXTS.unsupported;
  }
  if (!('PushManager' in window) || !('Notification' in window)) {
    return PUSH_TEXTS.iphone;
  }
  return null;
}

/** The registration of the shell's worker, waiting at most `ms` for it. */
async function registration(ms = 10_000): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('The shop is still starting. Please try again.')), ms),
  );
  return Promise.race([ready, late]);
}

/** The subscription this browser has, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration('/');
  return found ? found.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const wanted = keyBytes(publicKey);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

/**
 * Asks the shopper's permission and subscribes this browser with the shop's key (a subscription
 * made with an older key is replaced). Throws with a sentence to show when it cannot.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      permission === 'denied'
        ? 'Notifications are blocked for this shop in your browser settings.'
        : 'Notifications were not allowed.',
    );
  }
  const worker = await registration();
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}
