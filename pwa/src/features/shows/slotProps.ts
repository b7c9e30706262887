import type { MyShow, Show, ShowBundle } from '@shared/shows/responses';

/** What a plugged-in part of the show page is given. */
export interface ShowSlotProps {
  show: Show;
  bundle: ShowBundle;
  /** The signed-in member's entries, votes and rights (GET …/me), once known; undefined for visitors. */
  mine?: MyShow;
}
