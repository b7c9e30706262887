import type { EntityManager } from '@mikro-orm/postgresql';
import type { Thread } from '../../shared/messages/responses';
import { messageTexts } from '../../shared/messages/texts';
import { isUuid } from '../base/ids';
import { HttpError } from '../base/plugins/errors';

/** A timestamp as the ISO text the client gets (raw rows carry timestamps as PostgreSQL's own text). */
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const threadNotFound = () => new HttpError(404, messageTexts.threadNotFound);

/** Threads are listed whole; a member with more conversations than this sees the most recent ones. */
const THREAD_LIST_MAX = 200;

/** The two participants as stored: ascending, which is what makes the pair unique (Migration20261123170200). */
export const participantPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

interface ThreadRow {
  id: string;
  created_at: string;
  last_message_at: string | null;
  last_message: string | null;
  unread: boolean;
  other_id: string;
  other_name: string;
  other_username: string;
  other_avatar_url: string | null;
}

const toThread = (row: ThreadRow): Thread => ({
  id: row.id,
  participant: { id: row.other_id, name: row.other_name, username: row.other_username, avatarUrl: row.other_avatar_url },
  lastMessage: row.last_message,
  lastMessageAt: row.last_message_at,
  unread: row.unread,
  createdAt: row.created_at,
});

/**
 * `viewerId`'s threads (or the one with `threadId`), newest activity first, each with the other member, the last
 * message and whether anything from the other side is unread. A thread nobody has written in yet is listed only if
 * the viewer opened it: the other member would otherwise see an empty conversation they never started. One query:
 * the GIN index finds the threads, the (thread_id, created_at) index the last message and the unread check.
 */
export async function loadThreads(em: EntityManager, viewerId: string, threadId?: string): Promise<Thread[]> {
  const rows = await em.execute<ThreadRow[]>(
    `select t.id, ${isoText('t.created_at')} as created_at, ${isoText('t.last_message_at')} as last_message_at,
       last.body as last_message,
       exists (
         select 1 from messages m
         where m.thread_id = t.id and m.sender_id <> ?::uuid and not (?::text = any(m.read_by))
       ) as unread,
       u.id as other_id, u.name as other_name, u.username as other_username, u.avatar_url as other_avatar_url
     from message_threads t
     join users u on u.id = (case when t.participant_ids[1] = ? then t.participant_ids[2] else t.participant_ids[1] end)::uuid
     left join lateral (
       select m.body from messages m where m.thread_id = t.id order by m.created_at desc, m.id desc limit 1
     ) last on true
     where t.participant_ids @> array[?]::text[]
       ${threadId ? 'and t.id = ?' : 'and (t.last_message_at is not null or ?::text = any(t.opened_by))'}
     order by coalesce(t.last_message_at, t.created_at) desc, t.id desc
     limit ?`,
    [viewerId, viewerId, viewerId, viewerId, threadId ?? viewerId, THREAD_LIST_MAX],
  );
  return rows.map(toThread);
}

/**
 * The thread `id` if `viewerId` takes part in it. Anyone else, and a malformed id, gets the same 404 as an
 * unknown thread: a conversation's existence is nobody else's business.
 */
export async function findThreadOr404(em: EntityManager, id: string, viewerId: string): Promise<Thread> {
  if (!isUuid(id)) throw threadNotFound();
  const [thread] = await loadThreads(em, viewerId, id);
  if (!thread) throw threadNotFound();
  return thread;
}

/** Cheaper than findThreadOr404 when only the right to the thread matters. */
export async function assertParticipant(em: EntityManager, id: string, viewerId: string): Promise<void> {
  if (!isUuid(id)) throw threadNotFound();
  const [row] = await em.execute<Array<{ id: string }>>(
    'select id from message_threads where id = ? and participant_ids @> array[?]::text[]',
    [id, viewerId],
  );
  if (!row) throw threadNotFound();
}

/** Messages others sent `viewerId` that they have not read yet, across all their threads. */
export async function countUnread(em: EntityManager, viewerId: string): Promise<number> {
  const [row] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count
     from messages m join message_threads t on t.id = m.thread_id
     where t.participant_ids @> array[?]::text[] and m.sender_id <> ?::uuid and not (?::text = any(m.read_by))`,
    [viewerId, viewerId, viewerId],
  );
  return row?.count ?? 0;
}

/**
 * A send into a thread whose other member blocked the sender (shared/users/blocking.ts) is refused: 403, and the
 * sender is told no more than that.
 */
export async function refuseIfSenderBlocked(em: EntityManager, threadId: string, senderId: string): Promise<void> {
  const [blocked] = await em.execute<Array<{ blocked: number }>>(
    `select 1 as blocked from message_threads t
       join member_blocks b on b.blocker_id::text = any(t.participant_ids) and b.blocked_id = ?
      where t.id = ?`,
    [senderId, threadId],
  );
  if (blocked) throw new HttpError(403, messageTexts.recipientRefuses);
}
