import Dexie, { type EntityTable, type Table } from 'dexie';
import { declareDatabase } from '@/device/deviceSchema';
import { SHOWS_DB_NAME } from '@/device/names';
import type { DrawnPage } from './drawnPage';
import type { SavedShow } from './savedShow';

/** A starred car or schedule item ("My show"): kept on this device only. */
export interface ShowStar {
  eventId: string;
  kind: 'car' | 'schedule';
  /** The entry's id for a car, the schedule item's id otherwise. */
  itemId: string;
}

/**
 * Shows saved for offline, their pages as last drawn, and "My show" stars. A database of its own, apart from the catalogue mirror: the mirror is
 * refilled from the server at any time, while a saved show and its stars stay until the member removes them.
 */
export class ShowsDatabase extends Dexie {
  declare saved: EntityTable<SavedShow, 'eventId'>;
  declare stars: Table<ShowStar, [string, string, string]>;
  declare drawnPages: EntityTable<DrawnPage, 'address'>;

  constructor() {
    super(SHOWS_DB_NAME);
    declareDatabase(this, 'shows');
  }
}

export const showsDb = new ShowsDatabase();

/** Whether the show is saved, counted rather than read: a saved show of 500 cars is costly to read on a phone. */
export const isShowSaved = async (eventId: string) => (await showsDb.saved.where('eventId').equals(eventId).count()) > 0;
