/** What the app's background work (app/backgroundWork.ts) starts of the events: following the events that were sent. */
export { followSentEvents } from '../followSentEvents';
