import { DEVICE_VERSION, deviceVersions } from './deviceSchema';
import { DEVICE_VERSION_KEY } from './names';

/**
 * Runs the local settings' steps this device has not run yet, oldest first, and notes the version reached. A device
 * that never noted one (a first visit, or one from before version 5) runs every step: each finds nothing it does
 * not understand and leaves settings already in today's shape alone. Storage blocked: nothing is kept to upgrade.
 */
export function upgradeLocalSettings(given?: Storage): void {
  try {
    const storage = given ?? localStorage;
    const reached = Number(storage.getItem(DEVICE_VERSION_KEY) ?? 0);
    if (reached >= DEVICE_VERSION) return;
    for (const step of deviceVersions) if (step.version > reached) step.settings?.(storage);
    storage.setItem(DEVICE_VERSION_KEY, String(DEVICE_VERSION));
  } catch {
    // localStorage refused (private mode, quota): the settings read as absent, as they would without the upgrade.
  }
}
