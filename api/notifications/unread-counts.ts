import type { EntityManager } from '@mikro-orm/postgresql';
import { batchedLoad } from '../base/db/batched-load';
import type { ReadCache } from '../base/read-cache/read-cache';

/** Members whose count is kept at most: past it, the oldest makes room. */
const MAX_KEPT = 50_000;

/** A count being read for a member, shared by everyone who asks meanwhile; `stale` once a change came while reading. */
interface Counting {
  readonly count: Promise<number>;
  stale: boolean;
}

/**
 * Each member's unread notification count, kept in memory so the bell's poll and its streams cost no query while
 * nothing changed. Kept only while the read cache hears every change (`serving`): a change to a member's
 * notifications, by any server, sends their id on `notifications_changed` (the migration's row trigger), which forgets
 * their count here on every server; losing the connection forgets every count. One query at a time per member: those
 * who ask while it runs share its answer (a member's streams all ask at once after each change), so a member holding
 * many streams costs one connection, not one each.
 */
export class UnreadCounts {
  private readonly kept = new Map<string, number>();
  /** The count being read now, per member: a forget marks it stale (not kept, not shared with later askers). */
  private readonly counting = new Map<string, Counting>();

  /** Who follows each member's count as it changes (the live bell's streams, unread-stream.ts). */
  private readonly watchers = new Map<string, Set<() => void>>();

  /** Counts asked for in one turn of the event loop, read by one statement (on the first asker's connection). */
  private readonly countNow = batchedLoad<{ em: EntityManager; memberId: string }, number>(
    async (asks) => {
      const counts = await countUnreadOf(
        asks[0].em,
        asks.map((ask) => ask.memberId),
      );
      return asks.map((ask) => counts.get(ask.memberId) ?? 0);
    },
    () => this.busy(),
  );

  /** `busy`: whether the database pool has requests waiting (counts asked for then gather a little longer). */
  constructor(
    private readonly cache: ReadCache,
    private readonly busy: () => boolean = () => false,
  ) {
    cache.whenCleared('notifications', (memberId) => (memberId ? this.forget(memberId) : this.forgetAll()));
  }

  /** Calls `changed` after each change of the member's notifications (by any server); returns the stop. */
  watch(memberId: string, changed: () => void): () => void {
    const watching = this.watchers.get(memberId) ?? new Set();
    this.watchers.set(memberId, watching.add(changed));
    return () => {
      watching.delete(changed);
      if (watching.size === 0) this.watchers.delete(memberId);
    };
  }

  private forget(memberId: string) {
    this.kept.delete(memberId);
    const counting = this.counting.get(memberId);
    if (counting) counting.stale = true;
    this.counting.delete(memberId);
    for (const changed of this.watchers.get(memberId) ?? []) changed();
  }

  private forgetAll() {
    this.kept.clear();
    for (const counting of this.counting.values()) counting.stale = true;
    this.counting.clear();
    for (const watching of this.watchers.values()) for (const changed of watching) changed();
  }

  /** The kept count, when one is (and may be trusted): no query. */
  peek(memberId: string): number | undefined {
    return this.cache.serving ? this.kept.get(memberId) : undefined;
  }

  /** The member's count: kept, or the one being counted, or counted now (and then kept, unless a change came meanwhile). */
  get(em: EntityManager, memberId: string): Promise<number> {
    const known = this.peek(memberId);
    if (known !== undefined) return Promise.resolve(known);
    const running = this.counting.get(memberId);
    if (running) return running.count;
    const serving = this.cache.serving;
    const counting: Counting = {
      stale: false,
      count: this.countNow({ em, memberId }).then(
        (count) => {
          this.finished(memberId, counting);
          if (serving && !counting.stale && this.cache.serving) this.keep(memberId, count);
          return count;
        },
        (error: unknown) => {
          this.finished(memberId, counting);
          throw error;
        },
      ),
    };
    this.counting.set(memberId, counting);
    return counting.count;
  }

  private finished(memberId: string, counting: Counting) {
    if (this.counting.get(memberId) === counting) this.counting.delete(memberId);
  }

  private keep(memberId: string, count: number) {
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value ?? memberId);
    this.kept.set(memberId, count);
  }
}

/** Unread notifications of each member who has any (a group counts once), from the unread rows' partial index. */
async function countUnreadOf(em: EntityManager, memberIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await em.execute<Array<{ recipient_id: string; count: number }>>(
    `select recipient_id, count(*)::int as count from notifications
     where recipient_id in (?) and read_at is null group by recipient_id`,
    [memberIds],
  );
  return new Map(rows.map((row) => [row.recipient_id, row.count]));
}

/** The ETag of a count: the answer is the count alone, so equal counts are the same answer. */
export const unreadCountEtag = (count: number) => `"unread-${count}"`;
