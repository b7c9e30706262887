import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { PRIVATE_FILE } from './private-files';

/** The server's Web Push identity (VAPID): the public key goes to browsers, the private key signs each push. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may contact about this server. */
  subject: string;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@pontiac-hub.invalid';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), else a pair generated on first start and kept in
 * DATA_DIR/vapid-keys.json: a new pair would end every device's subscription, so it must outlive restarts.
 */
export function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https:// address');
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, or neither');
    return { publicKey, privateKey, subject };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: PRIVATE_FILE });
  return { ...generated, subject };
}

/** A fresh pair, for an app built without configured keys (tests). */
export const ephemeralVapidKeys = (): VapidKeys => ({ ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT });
