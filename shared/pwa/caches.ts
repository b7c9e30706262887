/**
 * App files left out of the precache (the first visit of every visitor would download them): pages few open and
 * only online (the admin pages, a show's set-up, editing an event, the notification settings, the account's email
 * and password pages), and the show-day tools
 * that only a saved show needs (the dash card with its QR code maker, the gate's check-in, judging, the organiser's day
 * at a glance). The service worker keeps them in its lazy-assets cache (pwa/src/device/names.ts) once a page has
 * loaded them (cache first: their names change with their content); saving a show loads the show-day ones
 * (features/shows/storage/onDevice.ts), so they open with no signal. Patterns of the build's file names (vite's
 * `[name]-[hash]`), for workbox's globIgnores.
 */
export const NOT_PRECACHED_ASSETS = [
  'assets/AdminPage-*',
  'assets/AdminModelsPage-*',
  'assets/ShowSetupPage-*',
  'assets/EditEventPage-*',
  'assets/NotificationSettingsPage-*',
  'assets/DashCardPage-*',
  'assets/qrcode-*',
  'assets/CheckInPage-*',
  'assets/JudgingPage-*',
  'assets/DashboardPage-*',
  // Opened from an emailed link or the account menu, and only online.
  'assets/ForgotPasswordPage-*',
  'assets/ResetPasswordPage-*',
  'assets/ConfirmEmailPage-*',
  'assets/AccountSettingsPage-*',
  'assets/UnsubscribePage-*',
  // Offering a garage photo for a model page needs a network.
  'assets/PhotoOfferControl-*',
  'assets/photo-offers-*',
];
