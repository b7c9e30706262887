import type { Session as FastifySession } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { Orm } from '../db/orm';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: FastifySession | null) => void;

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Keeps sessions in the `sessions` table so they survive restarts and can be ended per user. */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly orm: Orm) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  set(sid: string, session: FastifySession, callback: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + DEFAULT_TTL_MS);
    this.connection
      .execute(
        `insert into sessions (sid, data, expires_at, user_id) values (?, ?, ?, ?)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at, user_id = excluded.user_id`,
        [sid, JSON.stringify(session), expires, session.userId ?? null],
      )
      .then(() => callback(), callback);
  }

  get(sid: string, callback: SessionCallback): void {
    this.connection
      .execute<{ data: FastifySession }[]>('select data from sessions where sid = ? and expires_at > now()', [sid])
      .then((rows) => callback(null, rows[0]?.data ?? null), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.connection.execute('delete from sessions where sid = ?', [sid]).then(() => callback(), callback);
  }

  /** Ends every session of a user (used when an account is blocked). */
  async destroyAllForUser(userId: string): Promise<void> {
    await this.connection.execute('delete from sessions where user_id = ?', [userId]);
  }

  async deleteExpired(): Promise<void> {
    await this.connection.execute('delete from sessions where expires_at <= now()');
  }
}
