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
