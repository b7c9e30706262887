import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { CACHE_TOPICS, channelOf, type CacheTopic } from './cache-table';

const topicOf = (channel: string) => CACHE_TOPICS.find((topic) => channelOf(topic) === channel);
const RECONNECT_MS = 2_000;
/** How long a write's answer waits at most to hear its own changes (`heardEverything`) before emptying every topic. */
const HEARD_TIMEOUT_MS = 2_000;

export interface ChangeNotifications {
  /** True while notifications are known to arrive: only then may cached answers be served. */
  readonly listening: boolean;
  /**
   * Resolves once every change committed before the call has been handed to `onChange` (true), or false when that
   * cannot be known (not listening, connection lost, too slow). PostgreSQL delivers notifications in commit order,
   * so a notification this listener sends itself arrives after all of those.
   */
  heardEverything(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Listens on PostgreSQL for each topic's channel (`catalogue_changed`, …: sent on commit by the triggers made from
 * cache-table.ts, whoever wrote) and calls `onChange` with the topic (and the payload, for a channel that sends one). While the listening connection is down nothing may be missed unnoticed, so
 * `listening` is false (answers are not cached) until it is back, and `onChange` runs again on reconnect.
 */
export function listenForChanges(
  clientUrl: string,
  onChange: (topic?: CacheTopic, payload?: string) => void,
  log: (message: string) => void,
): ChangeNotifications {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // This listener's own channel: the marks it sends itself (`heardEverything`) reach no other process.
  const heardChannel = `read_cache_heard_${randomBytes(8).toString('hex')}`;
  const awaitedMarks = new Map<string, (heard: boolean) => void>();
  let queuedMark: Promise<boolean> | undefined;
  let lastMark: Promise<unknown> = Promise.resolve();

  const settleMarks = (heard: boolean) => {
    for (const settle of awaitedMarks.values()) settle(heard);
    awaitedMarks.clear();
  };

  /** Sends a mark on `heardChannel` and waits for it to come back, past everything committed before it. */
  const sendMark = (): Promise<boolean> => {
    const listener = client;
    if (!listening || !listener) return Promise.resolve(false);
    const mark = randomUUID();
    return new Promise((resolve) => {
      const timeout = setTimeout(() => awaitedMarks.get(mark)?.(false), HEARD_TIMEOUT_MS);
      awaitedMarks.set(mark, (heard) => {
        clearTimeout(timeout);
        awaitedMarks.delete(mark);
        resolve(heard);
      });
      listener.query('select pg_notify($1, $2)', [heardChannel, mark]).catch(() => awaitedMarks.get(mark)?.(false));
    });
  };

  const lost = (why: string) => {
    if (stopped) return;
    if (listening) log(`change notifications lost (${why}); serving cacheable reads uncached until they are back`);
    listening = false;
    onChange(); // every topic
    settleMarks(false);
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
    next.on('notification', (message) => {
      if (message.channel === heardChannel) awaitedMarks.get(message.payload ?? '')?.(true);
      else onChange(topicOf(message.channel), message.payload || undefined);
    });
    try {
      await next.connect();
      for (const channel of [...CACHE_TOPICS.map(channelOf), heardChannel]) await next.query(`listen ${channel}`);
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
    heardEverything() {
      // Callers that come while a mark waits to be sent share it: it leaves after all their commits. One at a time.
      queuedMark ??= lastMark.then(() => {
        queuedMark = undefined;
        const sent = sendMark();
        lastMark = sent;
        return sent;
      });
      return queuedMark;
    },
    async stop() {
      stopped = true;
      listening = false;
      settleMarks(false);
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
