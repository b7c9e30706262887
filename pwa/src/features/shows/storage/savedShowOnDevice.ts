import { SHOWS_DB_NAME } from '@/device/names';
import { databaseExists } from '@/mirror/databaseExists';
import type { SavedShow } from './savedShow';
import { showsDb } from './showsDb';

/** The show as saved on this device, or undefined; never creates the database on a device that has saved nothing. */
export async function savedShowOnDevice(eventId: string): Promise<SavedShow | undefined> {
  if (!(await databaseExists(SHOWS_DB_NAME))) return undefined;
  return showsDb.saved.get(eventId);
}
