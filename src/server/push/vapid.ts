/**
 * The site's VAPID key pair, which signs every push so push services know it is ours:
 * `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when set, else a pair generated on first start and
 * kept in `DATA_DIR/vapid-keys.json`, as the JWT secret is. Browsers subscribe with the public
 * key, so the pair must not change (and must be the same on every instance of a cluster).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '#server/config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function resolveVapidKeys(
  config: Pick<Config, 'vapidPublicKey' | 'vapidPrivateKey' | 'dataDir'>,
): VapidKeys {
  const { vapidPublicKey: publicKey, vapidPrivateKey: privateKey } = config;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    // Throws on a key that is not a P-256 key of the right length.
    webpush.setVapidDetails('mailto:check@example.org', publicKey, privateKey);
    return { publicKey, privateKey };
  }
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // `wx`: when two processes race, the first one's pair wins and both read it.
    writeFileSync(file, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
}
