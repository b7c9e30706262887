import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { unreadNotificationsResources } from '../../shared/notifications/unread-resources';
import { UNREAD_STREAM_RETRY_AFTER_SECONDS, UNREAD_STREAMS_PER_MEMBER } from '../../shared/notifications/limits';
import { notificationTexts } from '../../shared/notifications/texts';
import { HttpError } from '../base/plugins/errors';
import { served } from '../base/plugins/resources';
import { requireViewer, viewerIdOf } from '../base/identity/guards';

/** How long a browser waits before it opens a dropped stream again (the `retry` field). */
const RECONNECT_MS = 5_000;
/** A comment line this often keeps proxies and phones from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The live bell: GET /api/notifications/unread-count/stream answers with server-sent events, the member's
 * unread count at once and again after each change of their notifications. Changes come from the change notifications
 * every server hears (`notifications_changed`, by member), so a mention made through another server reaches the
 * bell too. Hand-written over Node's response rather than a plugin: a stream of one event type is a few lines, and
 * the plugins (fastify-sse-v2 and the like) add an async-iterator layer for nothing here.
 *
 * Opening one costs the session lookup and nothing more: no account is loaded (`viewerIdOnly`), the count is the one
 * kept for the member (unread-counts.ts: counted once for all their streams, kept until it changes), and no connection
 * is held while it is open. A member holds at most UNREAD_STREAMS_PER_MEMBER; past that a stream is refused with 429.
 */
export function unreadCountStream(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  /**
   * Open streams per member, on this process only: each server caps its own, which is enough to keep one member from
   * taking a server's connections and memory, and needs no shared state (a member behind a balancer may hold the cap
   * on each server).
   */
  const openPerMember = new Map<string, number>();
  // Streams never end by themselves: closing the server ends them, or it would wait for them.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  const route = served(app, unreadNotificationsResources.stream, { guard: requireViewer, config: { viewerIdOnly: true } });
  app.get(...route, async (request, reply) => {
    const memberId = viewerIdOf(request);
    const response = reply.raw;
    // Counted before anything is awaited, so streams opened at the same moment see each other; a caller that left
    // while its session was looked up takes no place (its close has gone by).
    if (response.destroyed) {
      reply.hijack();
      return;
    }
    const holding = openPerMember.get(memberId) ?? 0;
    if (holding >= UNREAD_STREAMS_PER_MEMBER) {
      throw new HttpError(429, notificationTexts.tooManyUnreadStreams, { retryAfterSeconds: UNREAD_STREAM_RETRY_AFTER_SECONDS });
    }
    openPerMember.set(memberId, holding + 1);
    response.on('close', () => {
      const left = (openPerMember.get(memberId) ?? 1) - 1;
      if (left > 0) openPerMember.set(memberId, left);
      else openPerMember.delete(memberId);
    });
    // Answered here, not by Fastify: the headers its hooks set so far go with it.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Nginx and the like: pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    open.add(response);

    let sent: number | undefined;
    let sending = Promise.resolve();
    // One count at a time, in order; an unchanged count is not sent again.
    const sendCount = () => {
      sending = sending
        .then(async () => {
          const count = await app.unreadCounts.get(request.em.fork(), memberId);
          if (count === sent || response.writableEnded) return;
          sent = count;
          response.write(`event: count\ndata: ${JSON.stringify({ count })}\n\n`);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'the unread count stream could not count'));
    };
    sendCount();
    const stopWatching = app.unreadCounts.watch(memberId, sendCount);
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    response.on('close', () => {
      clearInterval(keepAlive);
      stopWatching();
      open.delete(response);
    });
  });
}
