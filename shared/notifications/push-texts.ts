/**
 * A push's text when its notification has no excerpt: apart from the other words (texts.ts, which takes it from here)
 * because the service worker shows it and loads nothing else of them.
 */
export const PUSH_OPEN_APP_TEXT = 'Open Pontiac Hub to see it';
