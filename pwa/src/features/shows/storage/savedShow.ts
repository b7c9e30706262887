import type { ShowBundle } from '@shared/shows/responses';

/**
 * Why a show is on the device: the member chose "Save for offline", entered a car in it, or opened it on its day.
 * Only the first is the member's own choice; the others are saved without asking.
 */
export type SaveReason = 'chosen' | 'entered' | 'today';

/** A show kept on the device: the last bundle with what its pictures take. */
export interface SavedShow {
  eventId: string;
  bundle: ShowBundle;
  reason: SaveReason;
  /** When the show was first saved, ISO. */
  savedAt: string;
  /** When the bundle was last fetched from the server, ISO ("Saved, updated …"). */
  refreshedAt: string;
  /** The pictures stored in Cache Storage for it (thumbnails and the venue map), with their sizes in bytes. */
  pictures: Record<string, number>;
  /** What it takes on the device: the bundle's JSON and its stored pictures. */
  bytes: number;
}

/** Every picture a saved show keeps: each entry's thumbnail and the venue map, once each. */
export function picturesOf(bundle: ShowBundle): string[] {
  const urls = bundle.entries.map((entry) => entry.thumbnailUrl);
  urls.push(bundle.show.map.imageUrl);
  return [...new Set(urls.filter((url): url is string => url !== null && url !== ''))];
}

/** The bytes of a bundle as stored (its JSON in UTF-8). */
export const bundleBytes = (bundle: ShowBundle) => new TextEncoder().encode(JSON.stringify(bundle)).length;
