import { OUTBOX_DB_NAME, SHOWS_DB_NAME } from '@/device/names';
import { databaseExists } from '@/mirror/databaseExists';
import { outboxDb } from '@/outbox/outboxDb';
import { showsDb } from './showsDb';

/**
 * A saved show's page as this device last drew it: its markup (what the app rendered in #root), title and
 * stylesheets, for the service worker to answer the page's address with before any of the app's code has run.
 */
export interface DrawnPage {
  /** The page's path and query, as navigated to (`/events/…?tab=peoples-choice`). */
  address: string;
  eventId: string;
  /** Who was signed in when it was drawn (null: nobody): another member never sees it. */
  memberId: string | null;
  title: string;
  /** The stylesheets' paths the page had (a lazy part's own are not in the shell). */
  stylesheets: string[];
  html: string;
  drawnAt: string;
}

/**
 * The page drawn at an address, while its show is still saved and for the member the device last saw signed in;
 * undefined otherwise. Never creates the database on a device that has saved nothing.
 */
export async function drawnPageOnDevice(address: string): Promise<DrawnPage | undefined> {
  if (!(await databaseExists(SHOWS_DB_NAME))) return undefined;
  const page = await showsDb.drawnPages.get(address);
  if (!page || (await showsDb.saved.where('eventId').equals(page.eventId).count()) === 0) return undefined;
  const member = (await databaseExists(OUTBOX_DB_NAME)) ? await outboxDb.account.get('last') : undefined;
  return (member?.id ?? null) === page.memberId ? page : undefined;
}
