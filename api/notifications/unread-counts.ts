import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadCache } from '../base/read-cache/read-cache';

/** Members whose count is kept at most: past it, the oldest makes room. */
const MAX_KEPT = 50_000;

/**
 * Each member's unread notification count, kept in memory so the bell's poll costs no query while nothing changed.
 * Kept only while the read cache hears every change (`serving`): a change to a member's notifications, by any server,
 * sends their id on `notifications_changed` (the migration's row trigger), which forgets their count here; losing
 * the connection forgets every count.
 */
export class UnreadCounts {
  private readonly kept = new Map<string, number>();
  /** The counts being read now, per member: a forget marks them stale, so what they read is not kept. */
  private readonly reading = new Map<string, Set<{ stale: boolean }>>();

  /** Who follows each member's count as it changes (the live bell's streams, unread-stream.ts). */
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(private readonly cache: ReadCache) {
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
    for (const read of this.reading.get(memberId) ?? []) read.stale = true;
    for (const changed of this.watchers.get(memberId) ?? []) changed();
  }

  private forgetAll() {
    this.kept.clear();
    for (const reads of this.reading.values()) for (const read of reads) read.stale = true;
    for (const watching of this.watchers.values()) for (const changed of watching) changed();
  }

  /** The kept count, when one is (and may be trusted): no query. */
  peek(memberId: string): number | undefined {
    return this.cache.serving ? this.kept.get(memberId) : undefined;
  }

  /** The member's count: kept, or counted (and then kept, unless a change came while counting). */
  async get(em: EntityManager, memberId: string): Promise<number> {
    const known = this.peek(memberId);
    if (known !== undefined) return known;
    const serving = this.cache.serving;
    const read = { stale: false };
    const reads = this.reading.get(memberId) ?? new Set();
    this.reading.set(memberId, reads.add(read));
    let count: number;
    try {
      count = await countUnread(em, memberId);
    } finally {
      reads.delete(read);
      if (reads.size === 0) this.reading.delete(memberId);
    }
    if (serving && !read.stale && this.cache.serving) {
      if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value ?? memberId);
      this.kept.set(memberId, count);
    }
    return count;
  }
}

/** Unread notifications of a member (a group counts once), from the unread rows' partial index. */
export async function countUnread(em: EntityManager, memberId: string): Promise<number> {
  const [row] = await em.execute<Array<{ count: number }>>(
    'select count(*)::int as count from notifications where recipient_id = ? and read_at is null',
    [memberId],
  );
  return row?.count ?? 0;
}

/** The ETag of a count: the answer is the count alone, so equal counts are the same answer. */
export const unreadCountEtag = (count: number) => `"unread-${count}"`;
