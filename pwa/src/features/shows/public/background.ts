/**
 * What the app's background work (app/backgroundWork.ts) starts of show day: follow sent writes, keep saved shows
 * fresh, draw a saved show's heavy tabs ahead.
 */
export { followSentShowWrites } from '../entry/followShowWrites';
export { onShowSaved, startSavedShowsSync } from '../storage/savedShowsSync';
export { drawShowTabs } from '../storage/drawShowTabs';
