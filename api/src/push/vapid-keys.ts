import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import webpush from 'web-push';
import type { PushConfig, VapidKeys } from '../config/push-config.js';

/**
 * The VAPID pair the API signs pushes with: the configured one; else, outside production, a
 * development pair generated once and kept in `<dataDir>/push/vapid.json` (so `npm start` needs
 * nothing set and devices stay subscribed across restarts); else (production without keys) none,
 * and push is off. A subscription is bound to the public key it was made with: changing keys
 * leaves the old subscriptions to be refused by their push services and removed.
 */
export async function resolveVapidKeys(
  config: PushConfig,
  dataDir: string,
  nodeEnv: 'development' | 'production' | 'test',
): Promise<VapidKeys | null> {
  const logger = new Logger('Push');
  if (config.vapid) return config.vapid;
  if (nodeEnv === 'production') {
    logger.warn('No VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: push notifications are off');
    return null;
  }
  const folder = join(dataDir, 'push');
  const file = join(folder, 'vapid.json');
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') {
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    }
  } catch {
    // None yet (or unreadable): a new pair below.
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(folder, { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  logger.log(`Development VAPID keys generated in ${file}`);
  return keys;
}
