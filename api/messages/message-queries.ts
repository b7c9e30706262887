import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Message } from '../../shared/messages/responses';
import { messageTexts } from '../../shared/messages/texts';
import { HttpError } from '../base/plugins/errors';
import { isoText } from './thread-queries';

/**
 * A conversation pages backwards by keyset ("everything older than this message"), never by offset: messages
 * that arrive while someone scrolls back cannot shift the pages they have not seen. Timestamps travel as UTC
 * text with microseconds (messages get clock_timestamp(), so they are distinct and in sending order), the id
 * breaks any tie.
 */
const cursorSchema = z.object({ at: z.iso.datetime({ precision: 6 }), id: z.uuid() });
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const cursor = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (cursor.success) return cursor.data;
  } catch {
    // Not JSON: refused below like any other foreign cursor.
  }
  throw new HttpError(400, messageTexts.invalidCursor);
}

export interface MessageRow {
  id: string;
  thread_id: string;
  sender_id: string;
  sender_name: string;
  body: string;
  created_at: string;
  created_key: string;
}

/** The columns of a MessageRow, for `m` joined with its sender `u`. */
export const MESSAGE_COLUMNS = `m.id, m.thread_id, m.sender_id, u.name as sender_name, m.body, ${isoText('m.created_at')} as created_at,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key`;

export const toMessage = (row: MessageRow, viewerId: string): Message => ({
  id: row.id,
  senderId: row.sender_id,
  senderName: row.sender_name,
  body: row.body,
  createdAt: row.created_at,
  isOwn: row.sender_id === viewerId,
});

/** One of the sender's messages with its sender, or null: ids are the sender's own (message.entity.ts). */
export async function findMessage(em: EntityManager, senderId: string, id: string): Promise<MessageRow | null> {
  const [row] = await em.execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS} from messages m join users u on u.id = m.sender_id where m.sender_id = ? and m.id = ?`,
    [senderId, id],
  );
  return row ?? null;
}

/** One page of a thread: the newest `limit` messages older than `before`, returned oldest first. */
export async function loadMessagePage(
  em: EntityManager,
  options: { threadId: string; viewerId: string; before?: string; limit: number },
): Promise<{ items: Message[]; nextCursor: string | null }> {
  const cursor = options.before ? decodeCursor(options.before) : null;
  // One row more than asked says whether there is an older page.
  const rows = await em.execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS}
     from messages m join users u on u.id = m.sender_id
     where m.thread_id = ? ${cursor ? 'and (m.created_at, m.id) < (?::timestamptz, ?::uuid)' : ''}
     order by m.created_at desc, m.id desc
     limit ?`,
    [options.threadId, ...(cursor ? [cursor.at, cursor.id] : []), options.limit + 1],
  );
  const page = rows.slice(0, options.limit);
  const oldest = page.at(-1);
  const nextCursor = rows.length > options.limit && oldest ? encodeCursor({ at: oldest.created_key, id: oldest.id }) : null;
  return { items: page.reverse().map((row) => toMessage(row, options.viewerId)), nextCursor };
}
