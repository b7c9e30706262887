/** The settings screen's address (routes.tsx); the list's is notificationTargets.notifications(). */
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';
