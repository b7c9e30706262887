import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { CACHE_TOPICS, channelOf, type CacheTopic } from './cache-table';

const topicOf = (channel: string) => CACHE_TOPICS.find((topic) => channelOf(topic) === channel);
const RECONNECT_MS = 2_000;
/**
 * How long a new listening connection waits to hear another session's notification. Only a deaf connection waits it
 * out (a direct one hears it in milliseconds): generous, so a busy machine is not taken for a pooler.
 */
const PROBE_TIMEOUT_MS = 5_000;
/** After a deaf connection (a transaction-mode pooler): such an address does not mend itself. */
const RETRY_DEAF_MS = 30_000;
/** Logged (once) when the listening connection does not hear other sessions: docs/several-servers.md quotes it. */
export const DEAF_LISTENER_MESSAGE =
  'change notifications sent by other sessions do not arrive on the listening connection (a transaction-mode pooler? ' +
  'set DATABASE_LISTEN_URL to PostgreSQL itself); serving cacheable reads uncached';
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
 *
 * A LISTEN made through a transaction-mode pooler (PgBouncer) is made on whichever server connection ran it, whose
 * notifications the pooler then drops: nothing fails, nothing arrives. So before it counts as listening, a new
 * connection must hear a notification sent by another session; one that does not is logged and retried later.
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
  let deafLogged = false;
  // This listener's own channel: the marks it sends itself (`heardEverything`) reach no other process.
  const heardChannel = `read_cache_heard_${randomBytes(8).toString('hex')}`;
  const awaitedMarks = new Map<string, (heard: boolean) => void>();
  let queuedMark: Promise<boolean> | undefined;
  let lastMark: Promise<unknown> = Promise.resolve();

  const settleMarks = (heard: boolean) => {
    for (const settle of awaitedMarks.values()) settle(heard);
    awaitedMarks.clear();
  };

  /** Resolves once the listener hears `mark` on `heardChannel` (true), or false when not within `timeoutMs`. */
  const untilHeard = (mark: string, timeoutMs: number): Promise<boolean> =>
    new Promise((resolve) => {
      const timeout = setTimeout(() => awaitedMarks.get(mark)?.(false), timeoutMs);
      awaitedMarks.set(mark, (heard) => {
        clearTimeout(timeout);
        awaitedMarks.delete(mark);
        resolve(heard);
      });
    });
  const notifyMark = (sender: pg.Client, mark: string) => sender.query('select pg_notify($1, $2)', [heardChannel, mark]);

  /** Sends a mark on the listening connection itself and waits for it: it comes back past everything committed before. */
  const sendMark = (): Promise<boolean> => {
    const listener = client;
    if (!listening || !listener) return Promise.resolve(false);
    const mark = randomUUID();
    const heard = untilHeard(mark, HEARD_TIMEOUT_MS);
    notifyMark(listener, mark).catch(() => awaitedMarks.get(mark)?.(false));
    return heard;
  };

  /** Whether a notification another session sends reaches the listening connection (throws when it cannot be sent). */
  const hearsOtherSessions = async (): Promise<boolean> => {
    const sender = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: 3_000 });
    sender.on('error', () => undefined);
    const mark = randomUUID();
    const heard = untilHeard(mark, PROBE_TIMEOUT_MS);
    try {
      await sender.connect();
      await notifyMark(sender, mark);
      return await heard;
    } finally {
      awaitedMarks.get(mark)?.(false);
      await sender.end().catch(() => undefined);
    }
  };

  const lost = (why: string, retryMs = RECONNECT_MS) => {
    if (stopped) return;
    if (listening) log(`change notifications lost (${why}); serving cacheable reads uncached until they are back`);
    listening = false;
    onChange(); // every topic
    settleMarks(false);
    void client?.end().catch(() => undefined);
    client = undefined;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), retryMs);
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
      const hears = await hearsOtherSessions();
      if (stopped || client !== next) return;
      if (!hears) {
        if (!deafLogged) log(DEAF_LISTENER_MESSAGE);
        deafLogged = true;
        return lost('deaf to other sessions', RETRY_DEAF_MS);
      }
      deafLogged = false;
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
