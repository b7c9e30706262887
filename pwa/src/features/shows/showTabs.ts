import { SHOW_TABS } from '@shared/shows/texts';

export type ShowTabLabel = (typeof SHOW_TABS)[number];

/** The tab's name in the address (`?tab=cars`, `?tab=peoples-choice`), so a reload or a shared link keeps it. */
export const showTabId = (label: ShowTabLabel) =>
  label
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-');

export const SHOW_TAB_IDS = SHOW_TABS.map(showTabId);

/** A show's page at one of its tabs: `/events/{id}?tab=cars`. */
export const showTabPath = (eventId: string, tab: string) => `/events/${encodeURIComponent(eventId)}?tab=${tab}`;

/** The tab an address asks for; the schedule when it names none or an unknown one. */
export const shownTab = (requested: string | null) => (requested && SHOW_TAB_IDS.includes(requested) ? requested : SHOW_TAB_IDS[0]!);
