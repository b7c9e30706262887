/** What the app's background work (app/backgroundWork.ts) starts of the forum: following the writes that were sent. */
export { followSentForumWrites } from '../followSentForumWrites';
