// One phone of bench/crowd.mjs coming back online, doing what the app does then and in its order: who am I
// (GET /api/auth/me), the saved show's revalidation with its ETag (If-None-Match), the unread-count stream (opened and
// kept open, reopened like the app's after a refusal), then its queued writes one after another, after the outbox's
// random delay on the signal's return and with its back-off (shared/offline/retry-timing.ts, the app's own module).
// Every request is recorded by kind: its latency, its status, a 503 with or without Retry-After, a timeout.
import { request } from 'node:http';
import { nextRetryDelay, retryAfterMs, returnDelay } from '../shared/offline/retry-timing.ts';
import { REQUEST_TIMEOUT_MS } from '../pwa/src/outbox/attempt.ts';
import { WRITTEN_BY_HEADER } from '../shared/http/written-by.ts';

const BROWSER_ENCODING = 'gzip, deflate, br';
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Each kind of request's answers: latencies (ms), counts by status (0: no answer), 503s without Retry-After, timeouts. */
export class Answers {
  kinds = new Map();

  of(kind) {
    let figures = this.kinds.get(kind);
    if (!figures) {
      figures = { latencies: [], statuses: new Map(), unavailableWithoutRetryAfter: 0, timeouts: 0, errors: 0 };
      this.kinds.set(kind, figures);
    }
    return figures;
  }

  record(kind, answer) {
    const figures = this.of(kind);
    figures.latencies.push(answer.ms);
    figures.statuses.set(answer.status, (figures.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 503 && !answer.retryAfter) figures.unavailableWithoutRetryAfter += 1;
    if (answer.timedOut) figures.timeouts += 1;
    else if (answer.status === 0) figures.errors += 1;
  }
}

/**
 * One request; resolves with its status (0 when there was no answer), Retry-After, latency and whether it timed out.
 * `keepOpen`: resolve at the answer's head and leave the body streaming (the unread-count stream), `answer.close()`
 * ends it.
 */
export function send(baseURL, agent, { method = 'GET', path, headers = {}, body, keepOpen = false }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let settled = false;
    const done = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    const sent = request(
      `${baseURL}${path}`,
      {
        method,
        agent,
        headers: {
          'accept-encoding': BROWSER_ENCODING,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const answer = { status: response.statusCode, retryAfter: response.headers['retry-after'] ?? null, etag: response.headers.etag };
        if (keepOpen && response.statusCode === 200) {
          response.on('data', () => {});
          response.on('error', () => {});
          return done({ ...answer, close: () => response.destroy() });
        }
        response.on('data', () => {});
        response.on('end', () => done(answer));
        response.on('error', () => done({ status: 0, retryAfter: null }));
      },
    );
    const timer = setTimeout(() => {
      sent.destroy();
      done({ status: 0, retryAfter: null, timedOut: true });
    }, REQUEST_TIMEOUT_MS);
    sent.on('error', () => done({ status: 0, retryAfter: null }));
    sent.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => connects.push(performance.now() - started));
    });
    sent.end(payload);
  });
}

/** How long each new connection took to be accepted (ms): time before the server has the request at all. */
export const connects = [];

/** The answer's failure as the back-off reads it: no status for no answer. */
const failedTry = (answer, failures) => ({
  failures,
  status: answer.status === 0 ? null : answer.status,
  retryAfterMs: retryAfterMs(answer.retryAfter, Date.now()),
});

/**
 * The unread-count stream as the app keeps it: opened, and after a refusal that says "later" (429, 503) opened again
 * after the back-off, until it is open or the run ends. Resolves once it is open or given up; the stream itself is
 * kept in `streams` to be closed at the end.
 */
async function keepStreamOpen(site, phone) {
  for (let failures = 1; !site.stopped(); failures++) {
    const answer = await send(site.baseURL, false, {
      path: '/api/notifications/unread-count/stream',
      headers: { cookie: phone.member.cookie, accept: 'text/event-stream' },
      keepOpen: true,
    });
    site.answers.record('unread stream', answer);
    if (answer.status === 200) return site.streams.push(answer);
    const wait = nextRetryDelay(failedTry(answer, failures), Math.random);
    if (wait === null) return;
    await pause(Math.min(wait, site.remainingMs()));
  }
}

/** One queued write, sent until the server has it (or refuses it), backing off as the outbox does. */
async function sendUntilWritten(site, phone, write) {
  for (let failures = 1; !site.stopped(); failures++) {
    const answer = await send(site.baseURL, site.agent, {
      method: write.method,
      path: write.path,
      headers: { cookie: phone.member.cookie, [WRITTEN_BY_HEADER]: phone.member.id },
      body: write.body,
    });
    site.answers.record(write.kind, answer);
    if (answer.status >= 200 && answer.status < 300) return site.written(write);
    const wait = nextRetryDelay(failedTry(answer, failures), Math.random);
    if (wait === null) return site.refused(write, answer.status);
    await pause(Math.min(wait, site.remainingMs()));
  }
}

/**
 * The phone's return: at `returnAt` the signal comes back; it asks who it is, revalidates the show, opens its stream,
 * then sends its writes from the outbox's random moment after the return on.
 */
export async function comeBack(site, phone, returnAt) {
  await pause(returnAt - performance.now());
  const returned = performance.now();
  const sendFrom = returned + returnDelay(Math.random);
  const cookie = phone.member.cookie;
  site.answers.record('GET /api/auth/me', await send(site.baseURL, site.agent, { path: '/api/auth/me', headers: { cookie } }));
  site.answers.record(
    'show revalidation',
    await send(site.baseURL, site.agent, {
      path: `/api/shows/${site.eventId}/offline`,
      headers: { cookie, 'if-none-match': site.showEtag },
    }),
  );
  // The stream keeps reopening in the background while the writes go: the app does not wait for it.
  const stream = keepStreamOpen(site, phone);
  await pause(sendFrom - performance.now());
  for (const write of phone.writes) await sendUntilWritten(site, phone, write);
  await stream;
}

/** An unrelated visitor reading the forum and the catalogue, one page after another, until `stopped()`. */
export async function visitor(site, agent, postId) {
  const pages = ['/api/posts?sort=hot', '/api/models', `/api/posts/${postId}`, '/api/models/gto', '/api/posts?sort=new'];
  for (let i = 0; !site.visitorStopped(); i++)
    site.answers.record('visitor', await send(site.baseURL, agent, { path: pages[i % pages.length] }));
}
