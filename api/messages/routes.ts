import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { served } from '../base/plugins/resources';
import { messageResources } from '../../shared/messages/resources';
import { unreadMessagesResources } from '../../shared/messages/unread-resources';
import { threadIdParams } from '../../shared/messages/schemas';
import { messageTexts } from '../../shared/messages/texts';
import { signedInUser, requireMember } from '../base/identity/guards';
import { isUuid } from '../base/ids';
import { openRateLimitedWrite } from '../base/limits/member-writes';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { findMessage, loadMessagePage, toMessage, type MessageRow } from './message-queries';
import { assertParticipant, countUnread, findThreadOr404, loadThreads, participantPair, refuseIfSenderBlocked } from './thread-queries';
import { notifyMessage, readMessageNotification } from '../notifications';

/**
 * Route guard for one thread: 401 signed out, 403 blocked, then 404 unless the caller takes part in the thread.
 * It runs before validation, so outsiders learn nothing from the payload rules either.
 */
async function requireParticipant(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  const id = threadIdParams.safeParse(request.params).data?.id ?? '';
  await assertParticipant(request.em.fork(), id, signedInUser(request).id);
}

/**
 * A send whose clientId the sender already used: the same send again (an outbox replay) answers the stored message;
 * another body or conversation under that id is a 409. Client ids are the sender's own (message.entity.ts): another
 * member's id is free to use, so a send never learns whether someone else holds it.
 */
function replayOf(stored: MessageRow, send: { threadId: string; body: string }): MessageRow {
  if (stored.thread_id !== send.threadId || stored.body !== send.body) throw new HttpError(409, messageTexts.clientIdUnusable);
  return stored;
}

/** docs/product/screens.md Messages: direct conversations between two members; only the two of them ever see a thread. */
export async function messageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, messageResources.threads), async (request) => loadThreads(request.em, signedInUser(request).id));

  // Starts the one conversation with that member, or answers the existing one (200).
  routes.post(...served(app, messageResources.startThread), async (request, reply) => {
    const me = signedInUser(request).id;
    const { userId } = request.body;
    if (userId === me) throw new HttpError(400, messageTexts.cannotMessageSelf);
    if (!isUuid(userId)) throw new HttpError(404, messageTexts.userNotFound);
    const pair = participantPair(me, userId);
    const { threadId, created } = await request.em.transactional(async (em) => {
      // The other member is locked against deletion until the thread is in.
      const [other] = await em.execute<Array<{ id: string }>>('select id from users where id = ? for key share', [userId]);
      if (!other) throw new HttpError(404, messageTexts.userNotFound);
      // The pair is unique: of concurrent starts one inserts, the others wait for it and then insert nothing.
      const [inserted] = await em.execute<Array<{ id: string }>>(
        'insert into message_threads (participant_ids, opened_by) values (array[?, ?]::text[], array[?]::text[]) on conflict (participant_ids) do nothing returning id',
        [...pair, me],
      );
      if (inserted) return { threadId: inserted.id, created: true };
      // Opening it lists it for me too, even before its first message.
      const [existing] = await em.execute<Array<{ id: string }>>(
        `update message_threads
           set opened_by = case when ?::text = any(opened_by) then opened_by else array_append(opened_by, ?::text) end
           where participant_ids = array[?, ?]::text[] returning id`,
        [me, me, ...pair],
      );
      if (!existing) throw new Error('conversation neither inserted nor found');
      return { threadId: existing.id, created: false };
    });
    const thread = await findThreadOr404(request.em, threadId, me);
    return reply.status(created ? 201 : 200).send(thread);
  });

  routes.get(...served(app, messageResources.thread, { guard: requireParticipant }), async (request) => {
    const viewerId = signedInUser(request).id;
    const thread = await findThreadOr404(request.em, request.params.id, viewerId);
    const page = await loadMessagePage(request.em, { threadId: thread.id, viewerId, ...request.query });
    return { thread, ...page };
  });

  routes.post(...served(app, messageResources.send, { guard: requireParticipant }), async (request, reply) => {
    const senderId = signedInUser(request).id;
    const { body, clientId } = request.body;
    const send = { threadId: request.params.id, senderId, body };

    // The usual replay needs no write at all (and counts no write against the limit).
    const stored = clientId ? await findMessage(request.em, senderId, clientId) : null;
    if (stored) return reply.status(200).send(toMessage(replayOf(stored, send), senderId));

    const result = await request.em.transactional(async (em) => {
      await openRateLimitedWrite(em, senderId, 'message');
      await assertParticipant(em, send.threadId, senderId);
      // A copy of this send that raced the check above is stored by now: this member's sends are serialised.
      const raced = clientId ? await findMessage(em, senderId, clientId) : null;
      if (raced) return { row: replayOf(raced, send), created: false };
      await refuseIfSenderBlocked(em, send.threadId, senderId);
      // clock_timestamp(), not now(): distinct times in sending order, which the pages' keyset relies on.
      const [inserted] = await em.execute<Array<{ id: string }>>(
        `insert into messages (id, thread_id, sender_id, body, read_by, created_at)
           values (coalesce(?::uuid, gen_random_uuid()), ?, ?, ?, array[?]::text[], clock_timestamp())
           on conflict do nothing
           returning id`,
        [clientId ?? null, send.threadId, senderId, body, senderId],
      );
      // The other member of this conversation sent a message under this id, which both of them see.
      if (!inserted) throw new HttpError(409, messageTexts.clientIdUnusable);
      await em.execute(
        'update message_threads set last_message_at = (select created_at from messages where sender_id = ? and id = ?) where id = ?',
        [senderId, inserted.id, send.threadId],
      );
      const row = await findMessage(em, senderId, inserted.id);
      if (!row) throw new Error('message vanished inside its own transaction');
      await notifyMessage(em, { threadId: send.threadId, body }, signedInUser(request));
      return { row, created: true };
    });
    return reply.status(result.created ? 201 : 200).send(toMessage(result.row, senderId));
  });

  // Marks everything the other member sent in the thread as read by me.
  routes.post(...served(app, messageResources.markRead, { guard: requireParticipant }), async (request, reply) => {
    const me = signedInUser(request).id;
    await request.em.transactional(async (em) => {
      await em.execute(
        `update messages set read_by = array_append(read_by, ?)
           where thread_id = ? and sender_id <> ?::uuid and not (?::text = any(read_by))`,
        [me, request.params.id, me, me],
      );
      await readMessageNotification(em, request.params.id, me);
    });
    return reply.status(204).send();
  });

  routes.get(...served(app, unreadMessagesResources.count), async (request) => ({
    count: await countUnread(request.em, signedInUser(request).id),
  }));
}
