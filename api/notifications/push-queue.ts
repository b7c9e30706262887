import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../shared/notifications/kinds';
import { PUSH_ICON_URL, type PushPayload } from '../../shared/notifications/push';
import { notificationTexts, notificationTitle } from '../../shared/notifications/texts';
import { namesNonPublicHost, publicOnly, type Resolver } from '../base/public-address';
import type { Orm } from '../base/db/orm';
import { deliver, type NotificationEvent } from './notify';
import { notificationsToEmail } from './email-notifications';
import { ANNOUNCE_BATCH_SIZE, announceScheduledResults } from './scheduled-results';
import type { PushHostPolicy } from '../base/push-hosts';
import type { VapidKeys } from '../base/vapid';

/** Pushes one server takes at a time. */
const BATCH_SIZE = 50;
/** How often a server looks for due pushes when nothing woke it (another server's, retries). */
const POLL_MS = 2_000;
/** How often a server looks for shows whose voting closed by its scheduled time: results are out within this. */
const ANNOUNCE_EVERY_MS = 10_000;
/** A taken push is due again after this, should its server stop before finishing it. */
const LEASE_SECONDS = 120;
const SEND_TIMEOUT_MS = 10_000;
/** Tries before a push is given up; waits between them double from RETRY_BASE_SECONDS. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;
/** How long a push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What notify.ts stores for a push: what its title and text are made from. */
const storedPayloadSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  count: z.number(),
  notificationId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  subject: z.string(),
  excerpt: z.string().nullable(),
  url: z.string(),
  tag: z.string(),
});

/** The notification a device shows (shared/notifications/push.ts). */
export function pushPayloadOf(stored: unknown): PushPayload {
  const parts = storedPayloadSchema.parse(stored);
  return {
    title: notificationTitle(parts),
    body: parts.excerpt ?? notificationTexts.pushOpenApp,
    icon: PUSH_ICON_URL,
    tag: parts.tag,
    url: parts.url,
    notificationId: parts.notificationId,
  };
}

interface TakenPush {
  id: string;
  attempts: number;
  payload: unknown;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Outcome = 'sent' | 'gone' | 'failed';

/** What sending pushes needs: the server's keys, which hosts it may push to, and (tests) how names resolve. */
export interface PushSending {
  vapid: VapidKeys;
  hosts: PushHostPolicy;
  resolve?: Resolver;
}

/** A VAPID signature is good for 12 hours (push services take up to 24); one is made per push service and reused. */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
const vapidHeadersKept = new Map<string, { authorization: string; until: number }>();

/** The Authorization header for a push service (its origin is the signature's audience), made once per 11 hours. */
function vapidAuthorization(endpoint: string, vapid: VapidKeys): string {
  const audience = new URL(endpoint).origin;
  const key = `${vapid.publicKey} ${audience}`;
  const kept = vapidHeadersKept.get(key);
  if (kept && kept.until > Date.now()) return kept.authorization;
  const expiration = Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS;
  const { Authorization: authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  );
  if (vapidHeadersKept.size > 1_000) vapidHeadersKept.clear();
  vapidHeadersKept.set(key, { authorization, until: Date.now() + (VAPID_VALID_SECONDS - 3600) * 1000 });
  return authorization;
}

/** One push encrypted for its device, ready to go; null for keys a browser would never give (never reachable). */
function encrypt(push: TakenPush, vapid: VapidKeys) {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(pushPayloadOf(push.payload)),
      { TTL: PUSH_TTL_SECONDS, urgency: 'normal' },
    );
    return { ...request, headers: { ...request.headers, Authorization: vapidAuthorization(push.endpoint, vapid) } };
  } catch {
    return null;
  }
}

/** Kept connections to the push services (a burst of pushes to one service reuses them). */
const agents = { 'https:': new https.Agent({ keepAlive: true }), 'http:': new http.Agent({ keepAlive: true }) };

/**
 * Sends one encrypted push to its push service. Only to a host `hosts` allows, and, unless the operator named that
 * very host, only over connections to public addresses (checked at connection time: a name that resolves to the
 * private network now is not reached). A redirect is not followed (it counts as a failure). Plain http is only ever
 * stored by tests (subscribing asks for https).
 */
async function send(request: ReturnType<typeof encrypt>, { hosts, resolve }: PushSending): Promise<Outcome> {
  if (!request) return 'gone';
  const url = new URL(request.endpoint);
  const verdict = hosts.verdict(url);
  // No longer a push service's host (the setting changed): the device cannot be reached through it again.
  if (verdict === 'refused' || (verdict === 'public' && namesNonPublicHost(url))) return 'gone';
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!client) return 'gone';
  try {
    const status = await new Promise<number>((done, fail) => {
      const outgoing = client.request(
        url,
        {
          method: request.method,
          headers: request.headers,
          agent: agents[url.protocol as 'https:' | 'http:'],
          lookup: verdict === 'public' ? publicOnly(resolve) : resolve,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        },
        (response) => {
          response.resume();
          response.on('end', () => done(response.statusCode ?? 0));
          response.on('error', fail);
        },
      );
      outgoing.on('error', fail);
      outgoing.end(request.body ?? undefined);
    });
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Lets requests waiting for this process go first: each push's encryption is a task of its own. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Takes due pushes (FOR UPDATE SKIP LOCKED: several servers share the work, none takes one another holds), leases them
 * for LEASE_SECONDS, sends them, then deletes the sent ones, deletes the subscription of a device its push service
 * says is gone (404/410), and schedules a retry with backoff for the others, dropping them after MAX_ATTEMPTS.
 * Returns how many it took.
 */
export async function sendDuePushes(orm: Orm, sending: PushSending, limit = BATCH_SIZE): Promise<number> {
  const connection = orm.em.getConnection();
  const taken = await connection.execute<TakenPush[]>(
    `with due as (
       select id from pending_pushes where next_attempt_at <= now() order by next_attempt_at limit ? for update skip locked
     ),
     leased as (
       update pending_pushes p set attempts = p.attempts + 1, next_attempt_at = now() + ?::interval
         from due where p.id = due.id
       returning p.id, p.attempts, p.payload, p.subscription_id
     )
     select l.id, l.attempts, l.payload, l.subscription_id, s.endpoint, s.p256dh, s.auth
       from leased l join push_subscriptions s on s.id = l.subscription_id`,
    [limit, `${LEASE_SECONDS} seconds`],
  );
  if (taken.length === 0) return 0;
  const sent: Array<Promise<{ push: TakenPush; outcome: Outcome }>> = [];
  for (const push of taken) {
    await yieldToRequests();
    const request = encrypt(push, sending.vapid);
    sent.push(send(request, sending).then((outcome) => ({ push, outcome })));
  }
  const outcomes = await Promise.all(sent);
  const ids = (wanted: Outcome, test: (push: TakenPush) => boolean = () => true) =>
    outcomes.filter(({ push, outcome }) => outcome === wanted && test(push)).map(({ push }) => push.id);
  const gone = [...new Set(outcomes.filter(({ outcome }) => outcome === 'gone').map(({ push }) => push.subscription_id))];
  const done = [...ids('sent'), ...ids('failed', (push) => push.attempts >= MAX_ATTEMPTS)];
  const retries = outcomes.filter(({ outcome, push }) => outcome === 'failed' && push.attempts < MAX_ATTEMPTS).map(({ push }) => push);
  if (gone.length) await connection.execute('delete from push_subscriptions where id in (?)', [gone]);
  if (done.length) await connection.execute('delete from pending_pushes where id in (?)', [done]);
  for (const push of retries) {
    await connection.execute('update pending_pushes set next_attempt_at = now() + ?::interval where id = ?', [
      `${RETRY_BASE_SECONDS * 2 ** (push.attempts - 1)} seconds`,
      push.id,
    ]);
  }
  return taken.length;
}

/** Queued events delivered per transaction of the background work. */
const FANOUT_BATCH_SIZE = 20;

/**
 * Delivers queued notification events (notify.ts): each taken with FOR UPDATE SKIP LOCKED, so several servers share
 * them, and deleted in the transaction that delivers it. Returns how many it delivered.
 */
export async function deliverQueuedEvents(
  orm: Orm,
  limit = FANOUT_BATCH_SIZE,
  scheduleEmails: (notificationIds: string[]) => Promise<void> = async () => {},
): Promise<number> {
  let delivered = 0;
  for (; delivered < limit; delivered++) {
    const toEmail = await orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<Array<{ event: NotificationEvent }>>(
        `delete from notification_fanouts where id = (
           select id from notification_fanouts order by created_at limit 1 for update skip locked
         ) returning event`,
      );
      if (!row) return null;
      await deliver(em, row.event);
      return notificationsToEmail(em, row.event, row.event.recipientIds);
    });
    if (!toEmail) break;
    // After the commit: the email job finds the notification as delivered (and skips it once read).
    if (toEmail.length > 0) await scheduleEmails(toEmail);
    await yieldToRequests();
  }
  return delivered;
}

/**
 * The background notification work of one server: announces the People's Choice results of shows whose voting closed
 * by its scheduled time (every ANNOUNCE_EVERY_MS), delivers queued events, then sends due pushes. Started when the
 * server is ready, woken by `pushes_changed` (and every POLL_MS), stopped (the batch in hand finished) on close.
 * Between runs it holds no database connection.
 */
export class NotificationSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;
  private lastAnnounced = 0;

  constructor(
    private readonly orm: Orm,
    private readonly sending: PushSending,
    private readonly onError: (error: unknown) => void,
    /** Queues the email of each notification still unseen after a while (email-notifications.ts). */
    private readonly scheduleEmails: (notificationIds: string[]) => Promise<void> = async () => {},
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due pushes now (a write just queued some), or right after the batch in hand. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) return this.wake();
      this.timer = setTimeout(() => this.wake(), POLL_MS);
      this.timer.unref();
    });
  }

  private async drain(options: { announceNow?: boolean } = {}): Promise<void> {
    try {
      if (options.announceNow || Date.now() - this.lastAnnounced >= ANNOUNCE_EVERY_MS) {
        this.lastAnnounced = Date.now();
        while (!this.stopped && (await announceScheduledResults(this.orm)) === ANNOUNCE_BATCH_SIZE);
      }
      do {
        this.again = false;
        while (!this.stopped && (await deliverQueuedEvents(this.orm, FANOUT_BATCH_SIZE, this.scheduleEmails)) === FANOUT_BATCH_SIZE);
        while (!this.stopped && (await sendDuePushes(this.orm, this.sending)) === BATCH_SIZE);
      } while (this.again && !this.stopped);
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Resolves once every show whose voting closed by schedule is announced, every queued event delivered and every push
   * due now tried (tests).
   */
  async settle(): Promise<void> {
    while (this.running) await this.running;
    await this.drain({ announceNow: true });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
