import { OUTBOX_DB_NAME, SHOWS_DB_NAME } from '@/device/names';
import { databaseExists } from '@/mirror/databaseExists';
import { outboxDb } from '@/outbox/outboxDb';
import type { DrawnPage } from './drawnPage';
import { showsDb } from './showsDb';

/**
 * The page drawn at an address, while its show is still saved and for the member the device last saw signed in;
 * undefined otherwise. Never creates a database on a device that has saved nothing. Its reads go together: the
 * service worker answers a navigation with it only if they all come within a second.
 */
export async function drawnPageOnDevice(address: string): Promise<DrawnPage | undefined> {
  const [showsKept, outboxKept] = await Promise.all([databaseExists(SHOWS_DB_NAME), databaseExists(OUTBOX_DB_NAME)]);
  if (!showsKept) return undefined;
  const [page, member, saved] = await Promise.all([
    showsDb.drawnPages.get(address),
    outboxKept ? outboxDb.account.get('last') : undefined,
    showsDb.saved.toCollection().primaryKeys(),
  ]);
  if (!page || (member?.id ?? null) !== page.memberId) return undefined;
  return saved.includes(page.eventId) ? page : undefined;
}
