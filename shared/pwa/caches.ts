/**
 * Cache Storage names the page and the service worker share. A saved show's pictures (every entry's thumbnail and
 * the venue map) are stored by the page when the member saves the show, and served from here by the service worker
 * with no signal; they stay until the show is removed from the device, unlike the bounded cache of images seen.
 */
export const SHOW_PICTURES_CACHE = 'show-pictures';

/**
 * App files left out of the precache (the first visit of every visitor would download them): pages few open and
 * only online (the admin pages, a show's set-up, the notification settings), and the show-day tools that only a saved
 * show needs (the dash card's QR code maker, judging, the organiser's day at a glance). The service worker keeps them
 * in `LAZY_ASSETS_CACHE` once a page has loaded them (cache first: their names change with their content); saving a
 * show loads the show-day ones (features/shows/storage/onDevice.ts), so they open with no signal.
 * Patterns of the build's file names (vite's `[name]-[hash]`), for workbox's globIgnores.
 */
export const NOT_PRECACHED_ASSETS = [
  'assets/AdminPage-*',
  'assets/AdminModelsPage-*',
  'assets/ShowSetupPage-*',
  'assets/NotificationSettingsPage-*',
  'assets/qrcode-*',
  'assets/JudgingPage-*',
  'assets/DashboardPage-*',
];
export const LAZY_ASSETS_CACHE = 'lazy-assets';
