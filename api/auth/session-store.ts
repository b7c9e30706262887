import type { Session as FastifySession } from 'fastify';
import type { SessionStore } from '@fastify/session';
import { crowdedRefusal, poolHasWaiters, poolIsCrowded } from '../base/db/admission';
import { batchedLoad } from '../base/db/batched-load';
import type { Orm } from '../base/db/orm';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: FastifySession | null) => void;

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sessions remembered at most: past it, the oldest makes room. */
const MAX_REMEMBERED = 10_000;

interface Remembered {
  data: FastifySession;
  expiresAt: number;
}

type StoredSession = { data: FastifySession; expires_at: Date | string };

/**
 * Keeps sessions in the `sessions` table so they survive restarts and can be ended per user (a block deletes them).
 *
 * Sessions read lately are remembered, so a signed-in member's reads cost no query for their session. Only while
 * `changesArrive()` says that every change to the table by any process is heard (the `sessions_changed` notification
 * of api/base/read-cache/cache-table.ts's triggers, which calls `forgetAll`): an ended session then ends everywhere at once.
 */
export class PostgresSessionStore implements SessionStore {
  private readonly remembered = new Map<string, Remembered>();
  /** Moves on with every forget: a read that began before one does not remember what it found. */
  private generation = 0;
  /**
   * The reads under way, by sid: a crowd of one session's requests (a phone coming back online asks several things at
   * once) shares one query. A forget drops them, so a read asked after a change never joins one begun before it.
   */
  private readonly reading = new Map<string, Promise<StoredSession | undefined>>();
  /** Sessions not remembered, read together: the sids asked for in one turn of the event loop, one statement. */
  private readonly readStored = batchedLoad<string, StoredSession | undefined>(
    async (sids) => {
      const rows = await this.connection.execute<Array<StoredSession & { sid: string }>>(
        'select sid, data, expires_at from sessions where sid in (?) and expires_at > now()',
        [sids],
      );
      const bySid = new Map(rows.map((row) => [row.sid, row]));
      return sids.map((sid) => bySid.get(sid));
    },
    () => poolHasWaiters(this.orm),
  );

  constructor(
    private readonly orm: Orm,
    private readonly changesArrive: () => boolean = () => false,
  ) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  forgetAll(): void {
    this.remembered.clear();
    this.reading.clear();
    this.generation++;
  }

  private forget(sid: string): void {
    this.remembered.delete(sid);
    this.reading.delete(sid);
    this.generation++;
  }

  private remember(sid: string, data: FastifySession, expiresAt: Date | string): void {
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.delete(this.remembered.keys().next().value ?? sid);
    this.remembered.set(sid, { data, expiresAt: new Date(expiresAt).getTime() });
  }

  set(sid: string, session: FastifySession, callback: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + DEFAULT_TTL_MS);
    this.forget(sid);
    this.connection
      .execute(
        `insert into sessions (sid, data, expires_at, user_id) values (?, ?, ?, ?)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at, user_id = excluded.user_id`,
        [sid, JSON.stringify(session), expires, session.userId ?? null],
      )
      .then(() => {
        this.forget(sid);
        callback();
      }, callback);
  }

  get(sid: string, callback: SessionCallback): void {
    const caching = this.changesArrive();
    const kept = caching ? this.remembered.get(sid) : undefined;
    if (kept && kept.expiresAt > Date.now()) return callback(null, kept.data);
    const generation = this.generation;
    this.read(sid).then((row) => {
      if (row && caching && generation === this.generation && this.changesArrive()) this.remember(sid, row.data, row.expires_at);
      callback(null, row?.data ?? null);
    }, callback);
  }

  private read(sid: string): Promise<StoredSession | undefined> {
    const under = this.reading.get(sid);
    if (under) return under;
    // A session not remembered needs the database: refused like any statement while the pool is crowded.
    if (poolIsCrowded(this.orm)) return Promise.reject(crowdedRefusal());
    const reading = this.readStored(sid).finally(() => {
      if (this.reading.get(sid) === reading) this.reading.delete(sid);
    });
    this.reading.set(sid, reading);
    return reading;
  }

  destroy(sid: string, callback: Callback): void {
    this.forget(sid);
    this.connection.execute('delete from sessions where sid = ?', [sid]).then(() => {
      this.forget(sid);
      callback();
    }, callback);
  }
}
