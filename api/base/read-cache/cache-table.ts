import { createHash } from 'node:crypto';

/**
 * The read cache's one table of rules: what it keeps (topics), which change to which database table empties what, and
 * which kept answers may be sent before Fastify sees the request. The change-notification triggers
 * (Migration20261127000000 and any later one that recreates them) and the runtime (change-notifications.ts,
 * read-cache.ts) read it, and cache-table.test.ts checks every table of the database is listed here, once.
 *
 * Changing a table's rules? Add a migration that recreates the triggers (`recreateReadCacheTriggers`, see
 * Migration20261127000000) with this table's fingerprint: cache-table.test.ts names it.
 */

/** The forms one kept answer goes out in: compressed either way, as it is, or a 304 for a matching ETag. */
export type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';
const EVERY_VARIANT: readonly Variant[] = ['br', 'gzip', 'identity', 'not-modified'];

/**
 * Whether a topic's answers kept under their URL may be sent ready (api/base/read-cache/ready-answers.ts), to whom and in
 * which forms: `everyone` when the answer is the same for every caller the route gives it to; `visitors` (requests
 * without a cookie) when a member's answer is their own. Without `ready`, every request goes through Fastify.
 */
export type ReadyRule = { readonly to: 'everyone' | 'visitors'; readonly variants: readonly Variant[] };
/**
 * `staleWhileBusy`: while requests wait for a database connection, a read that misses is answered, without asking the
 * database, with the answer kept before the topic's last change if that change is at most STALE_WHILE_BUSY_MS old
 * (read-cache.ts); the first read after that builds the fresh one. Only through `reply`, whose answer is the same for
 * every caller it goes to: for the forum, visitors (a member's own pages, which show their own writes, are fresh).
 *
 * `quickly`: the topic's answers change often, so they are compressed quickly (brotli 4: a show's 230 KB bundle in 4 ms
 * and 41 KB, where the best quality takes half a second for 35 KB) rather than at the best quality.
 */
type TopicRule = { readonly ready?: ReadyRule; readonly compress?: 'quickly'; readonly staleWhileBusy?: true };

export const TOPIC_RULES = {
  catalogue: { ready: { to: 'everyone', variants: EVERY_VARIANT } },
  communities: { ready: { to: 'everyone', variants: EVERY_VARIANT } },
  events: { ready: { to: 'everyone', variants: EVERY_VARIANT } },
  // A show's page, its saved-for-offline bundle and its cars' pages: the same for every caller; on show day
  // every entry and check-in changes them.
  shows: { ready: { to: 'everyone', variants: EVERY_VARIANT }, compress: 'quickly' },
  // A member's forum pages carry their own votes; every post, comment and vote changes them. A visitor, who wrote
  // none of it, may read a page as it was a moment ago while a show's crowd keeps the database busy.
  forum: { ready: { to: 'visitors', variants: EVERY_VARIANT }, compress: 'quickly', staleWhileBusy: true },
  // Not answers: the sessions each server remembers (api/auth/session-store.ts).
  sessions: {},
  // Not answers: each member's unread notification count each server keeps (api/notifications/unread-counts.ts). Its
  // channel carries the member's id: a row trigger of its own (Migration20261129000000), not one made from this table.
  notifications: {},
  // Not answers: wakes each server's notification delivery when events are queued
  // (api/notifications/notification-delivery.ts; a trigger of Migration20261129000100's own).
  pushes: {},
} as const satisfies Record<string, TopicRule>;

export type CacheTopic = keyof typeof TOPIC_RULES;
export const CACHE_TOPICS = Object.keys(TOPIC_RULES) as CacheTopic[];
export const readyRuleOf = (topic: CacheTopic): ReadyRule | undefined => (TOPIC_RULES[topic] as TopicRule).ready;
export const compressesQuickly = (topic: CacheTopic): boolean => (TOPIC_RULES[topic] as TopicRule).compress === 'quickly';
export const staleWhileBusy = (topic: CacheTopic): boolean => (TOPIC_RULES[topic] as TopicRule).staleWhileBusy === true;

/** A change to a table that empties `topic`: the trigger's events (SQL, e.g. `update of name`). */
type TableRule = { readonly topic: CacheTopic; readonly on: string };

const ANY_CHANGE = 'insert or update or delete or truncate';
const emptiesOnAnyChange = (...topics: CacheTopic[]) => topics.map((topic): TableRule => ({ topic, on: ANY_CHANGE }));

/**
 * Each table whose rows a cached answer shows, and the topics a committed change to it empties (sent on commit, once
 * per statement, whoever writes: any server process, a seed, a script, SQL by hand).
 */
export const CACHED_TABLES: Readonly<Record<string, readonly TableRule[]>> = {
  // A show's cars name their model.
  models: [...emptiesOnAnyChange('catalogue'), { topic: 'shows', on: 'update of name' }],
  years: emptiesOnAnyChange('catalogue'),
  trims: emptiesOnAnyChange('catalogue'),
  model_images: emptiesOnAnyChange('catalogue'),
  // An approved garage photo is a model's picture.
  photo_offers: emptiesOnAnyChange('catalogue'),
  valuations: emptiesOnAnyChange('catalogue'),
  // A value-guide row carries its earlier figures.
  valuation_history: emptiesOnAnyChange('catalogue'),
  // The value guide lists the approved sales.
  sale_reports: emptiesOnAnyChange('catalogue'),
  diy_videos: emptiesOnAnyChange('catalogue'),
  // The communities list counts posts; the forum shows each post's community.
  communities: emptiesOnAnyChange('communities', 'forum'),
  posts: [{ topic: 'communities', on: 'insert or delete or truncate or update of community_id' }, ...emptiesOnAnyChange('forum')],
  // A vote changes the post's stored score too.
  comments: emptiesOnAnyChange('forum'),
  votes: emptiesOnAnyChange('forum'),
  comment_votes: emptiesOnAnyChange('forum'),
  // The events list shows photo counts and organizer names; the forum shows authors' names and avatars.
  // A show's answers carry its event's title, date, place and car cap.
  events: emptiesOnAnyChange('events', 'shows'),
  event_images: emptiesOnAnyChange('events'),
  // A model without a picture of its own shows its newest garage photo, credited to its owner.
  users: [
    { topic: 'catalogue', on: 'update of name, username, is_blocked' },
    { topic: 'events', on: 'update of name' },
    { topic: 'forum', on: 'update of name, username, avatar_url' },
    { topic: 'shows', on: 'update of name, username' },
  ],
  // Whether an event is a show is part of its list's summaries.
  shows: emptiesOnAnyChange('events', 'shows'),
  show_classes: emptiesOnAnyChange('shows'),
  show_schedule_items: emptiesOnAnyChange('shows'),
  show_helpers: emptiesOnAnyChange('shows'),
  show_entries: emptiesOnAnyChange('shows'),
  // A class's score sheet and judges are part of its show.
  show_criteria: emptiesOnAnyChange('shows'),
  show_class_judges: emptiesOnAnyChange('shows'),
  // A show's cars show their garage car's model, year, trim, colour and photos; a model's garage picture its photos.
  garage_cars: [
    { topic: 'catalogue', on: 'update of photos, model_slug or delete or truncate' },
    { topic: 'shows', on: 'update or delete or truncate' },
  ],
  // A sign-out, a block or the daily refresh ends or changes a session every server may remember.
  sessions: [{ topic: 'sessions', on: 'update or delete or truncate' }],
};

/** Each other table of the database, and why no cached answer shows it. */
export const UNCACHED_TABLES: Readonly<Record<string, string>> = {
  account_tokens: 'emailed links (password resets, email confirmations), never shown',
  admin_logs: 'the activity log is read by admins only, uncached',
  auth_attempts: 'sign-in and sign-up counters, never shown',
  member_blocks: "a member's own blocks, read uncached; delivering notifications and sending messages check them",
  media: 'uploaded files are served as files, not cached answers',
  message_threads: "a member's own conversations, read uncached",
  messages: "a member's own conversations, read uncached",
  notifications: "a member's own notifications, read uncached; their unread counts are kept per member (topic notifications)",
  notification_fanouts: 'notifications waiting to be delivered, never shown',
  notification_settings: "a member's own notification settings, read uncached",
  push_payloads: 'the text of pushes waiting to be sent, never shown',
  push_subscriptions: "members' devices for push, never shown",
  mikro_orm_migrations: 'the migrations run so far, never shown',
  rate_limit_hits: 'member write counters, never shown',
  reports: 'reports are read by moderators only, uncached',
  show_votes:
    "People's Choice counts are read uncached (results); a show's offline bundle carries them only once voting has closed, when votes no longer change",
  show_scores:
    "judges' scores are read uncached (a judge's own sheets, the organiser's dashboard); the published awards come from scores frozen by the lock, and unlocking withdraws them",
  sources: 'value-guide sources are read by admins only, uncached',
};

/** The PostgreSQL channel a topic's changes are sent on. */
export const channelOf = (topic: CacheTopic) => `${topic}_changed`;

/** One change-notification trigger: `table`'s changes `on` notify `topic`'s channel. */
export type ReadCacheTrigger = { readonly table: string; readonly topic: CacheTopic; readonly on: string; readonly name: string };

/** Every trigger the table above asks for. */
export function readCacheTriggers(): ReadCacheTrigger[] {
  return Object.entries(CACHED_TABLES).flatMap(([table, rules]) =>
    rules.map(({ topic, on }) => ({ table, topic, on, name: `${table}_notify_${channelOf(topic)}` })),
  );
}

/**
 * What the triggers above are, as one short string: a migration that recreates them records it, so a test can tell
 * when this table has changed since the last one (cache-table.test.ts).
 */
export function readCacheTriggersFingerprint(): string {
  const triggers = readCacheTriggers().map(({ name, on }) => `${name}:${on}`);
  return createHash('sha1').update(triggers.join('\n')).digest('base64url').slice(0, 12);
}
