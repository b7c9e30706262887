import { chmod, mkdir } from 'node:fs/promises';

/**
 * Modes of what holds a secret (a backup, the session secret, the VAPID keys, the data folder): its owner's alone,
 * whatever the umask leaves to the group and others.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

/** Makes `folder` if missing, and makes it its owner's alone either way (an older one may be open to all). */
export async function privateFolder(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(folder, PRIVATE_FOLDER);
  return folder;
}
