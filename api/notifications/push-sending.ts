import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../shared/notifications/kinds';
import { PUSH_ICON_URL, type PushPayload } from '../../shared/notifications/push';
import { notificationTexts, notificationTitle } from '../../shared/notifications/texts';
import { namesNonPublicHost, publicOnly, type Resolver } from '../base/public-address';
import type { Orm } from '../base/db/orm';
import type { QueuedJob } from '../base/jobs/job-queue';
import type { PushHostPolicy } from '../base/push-hosts';
import type { VapidKeys } from '../base/vapid';

/** The job kind that sends the push waiting for one device and tag (a job per device and tag: `pushJob`). */
export const PUSH_JOB = 'push';
/** Pushes one server sends at a time; each retried 4 times (5 tries), 30 s then doubling (job-queue.ts). */
export const PUSH_BATCH_SIZE = 50;
export const PUSH_RETRIES = { retryLimit: 4, retryDelaySeconds: 30, policy: 'short' } as const;
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What deliver (notify.ts) stores for a push: what its title and text are made from. */
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

/** A push job's data: the device and tag whose waiting push it sends. */
export interface PushJobData {
  subscriptionId: string;
  tag: string;
}

/** The job that sends the push waiting for one device under `tag` (one per waiting push: notify.ts `deliver`). */
export function pushJob(subscriptionId: string, tag: string) {
  return { data: { subscriptionId, tag } satisfies PushJobData, singletonKey: `${subscriptionId} ${tag}` };
}

interface WaitingPush {
  job_id: string;
  subscription_id: string;
  tag: string;
  payload: unknown;
  /** Which text was read (updated_at as text, exact to the microsecond): only that one is deleted once sent. */
  version: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type Outcome = 'sent' | 'gone' | 'failed';

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
function encrypt(push: WaitingPush, vapid: VapidKeys) {
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
 * The push job's handler, a batch at a time (several servers share the jobs): takes charge of each device's waiting
 * text (its `queued_at`), sends them together, then deletes the sent texts, deletes the subscription of a device its
 * push service says is gone (404/410), and returns the jobs to try again later, their texts kept. A text that changed
 * while it was sent, or after the last try failed, is kept and `requeue`d: a delivery queues no job for a text that
 * has one. A job whose text is gone (a block removed it, the device left) is done.
 */
export async function sendPushes(
  orm: Orm,
  sending: PushSending,
  jobs: Array<QueuedJob<PushJobData>>,
  requeue: (pushes: PushJobData[]) => Promise<void>,
  counted: (outcome: Outcome) => void = () => {},
): Promise<string[]> {
  const connection = orm.em.getConnection();
  const waiting = await connection.execute<WaitingPush[]>(
    `with taken as (
       update push_payloads p set queued_at = now()
         from jsonb_to_recordset(?::jsonb) as j(job_id text, subscription_id uuid, tag text)
        where p.subscription_id = j.subscription_id and p.tag = j.tag
       returning j.job_id, p.subscription_id, p.tag, p.payload, p.updated_at::text as version
     )
     select t.*, s.endpoint, s.p256dh, s.auth from taken t join push_subscriptions s on s.id = t.subscription_id`,
    [JSON.stringify(jobs.map((job) => ({ job_id: job.id, subscription_id: job.data.subscriptionId, tag: job.data.tag })))],
  );
  if (waiting.length === 0) return [];
  const sent: Array<Promise<{ push: WaitingPush; outcome: Outcome }>> = [];
  for (const push of waiting) {
    await yieldToRequests();
    const request = encrypt(push, sending.vapid);
    sent.push(send(request, sending).then((outcome) => ({ push, outcome })));
  }
  const outcomes = await Promise.all(sent);
  for (const { outcome } of outcomes) counted(outcome);
  const lastTry = new Set(jobs.filter((job) => job.lastTry).map((job) => job.id));
  const gone = [...new Set(outcomes.filter(({ outcome }) => outcome === 'gone').map(({ push }) => push.subscription_id))];
  const done = outcomes
    .filter(({ outcome, push }) => outcome === 'sent' || (outcome === 'failed' && lastTry.has(push.job_id)))
    .map(({ push }) => push);
  const again = outcomes.filter(({ outcome, push }) => outcome === 'failed' && !lastTry.has(push.job_id)).map(({ push }) => push.job_id);
  if (gone.length) await connection.execute('delete from push_subscriptions where id in (?)', [gone]);
  if (done.length) {
    const deleted = await connection.execute<Array<{ subscription_id: string; tag: string }>>(
      `delete from push_payloads p using jsonb_to_recordset(?::jsonb) as d(subscription_id uuid, tag text, version text)
        where p.subscription_id = d.subscription_id and p.tag = d.tag and p.updated_at = d.version::timestamptz
        returning p.subscription_id, p.tag`,
      [JSON.stringify(done.map(({ subscription_id, tag, version }) => ({ subscription_id, tag, version })))],
    );
    const key = (push: { subscription_id: string; tag: string }) => `${push.subscription_id} ${push.tag}`;
    const removed = new Set(deleted.map(key));
    const changed = done.filter((push) => !removed.has(key(push)) && !gone.includes(push.subscription_id));
    if (changed.length) await requeue(changed.map((push) => ({ subscriptionId: push.subscription_id, tag: push.tag })));
  }
  return again;
}
