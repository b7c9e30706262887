import pg from 'pg';

/** What the cache keeps, each emptied by its own PostgreSQL channel (the triggers of Migration20261123160000). */
export const CACHE_TOPICS = ['catalogue', 'communities', 'events', 'forum', 'sessions'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];
const channelOf = (topic: CacheTopic) => `${topic}_changed`;
const topicOf = (channel: string) => CACHE_TOPICS.find((topic) => channelOf(topic) === channel);
const RECONNECT_MS = 2_000;

export interface ChangeNotifications {
  /** True while notifications are known to arrive: only then may cached answers be served. */
  readonly listening: boolean;
  stop(): Promise<void>;
}

/**
 * Listens on PostgreSQL for `catalogue_changed`, `communities_changed` and `events_changed` (sent on commit by the
 * triggers of Migration20261123160000, whoever wrote) and calls `onChange` with the topic. While the listening connection is down nothing may be missed unnoticed, so
 * `listening` is false (answers are not cached) until it is back, and `onChange` runs again on reconnect.
 */
export function listenForChanges(
  clientUrl: string,
  onChange: (topic?: CacheTopic) => void,
  log: (message: string) => void,
): ChangeNotifications {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (why: string) => {
    if (stopped) return;
    if (listening) log(`change notifications lost (${why}); serving cacheable reads uncached until they are back`);
    listening = false;
    onChange(); // every topic
    void client?.end().catch(() => undefined);
    client = undefined;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: 3_000, keepAlive: true });
    client = next;
    next.on('error', (error: Error) => lost(error.message));
    next.on('end', () => {
      if (client === next) lost('connection ended');
    });
    next.on('notification', (message) => onChange(topicOf(message.channel)));
    try {
      await next.connect();
      for (const topic of CACHE_TOPICS) await next.query(`listen ${channelOf(topic)}`);
      if (stopped || client !== next) return;
      // Whatever changed while nobody listened.
      onChange();
      listening = true;
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error.message : 'cannot connect');
    }
  };

  void connect();
  return {
    get listening() {
      return listening;
    },
    async stop() {
      stopped = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
