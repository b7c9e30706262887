import { SHOWS_DB_NAME } from '@/device/names';
import { databaseExists } from '@/mirror/databaseExists';
import type { ShowBundle } from '@shared/shows/responses';
import { showsDb } from '../storage/showsDb';

/**
 * What the service worker needs of the shows feature to render a car's page from a saved show
 * (service-worker/carPage.ts). Every file behind it runs in the worker too: no React, no DOM (eslint.config.js).
 */
export { carPageDocument } from '../car/carPageDocument';
export { parseCarNumber } from '../car/carNumber';

/** The show as saved on this device, or undefined; never creates the database on a device that has saved nothing. */
export async function savedShowBundle(eventId: string): Promise<ShowBundle | undefined> {
  if (!(await databaseExists(SHOWS_DB_NAME))) return undefined;
  return (await showsDb.saved.get(eventId))?.bundle;
}
