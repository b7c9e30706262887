/**
 * The next-page cursor of each events list page the read cache keeps, by address: the cache keeps bodies only, and
 * the cursor travels in a header. The read cache holds at most 1,000 pages of a topic, all built since it last
 * started over, so keeping the cursors of the latest 2,000 builds covers every page it can answer from.
 */
const KEPT = 2_000;

export class PageCursors {
  private readonly byAddress = new Map<string, { build: number; cursor: string | null }>();
  private builds = 0;

  /** Numbers a build of a page, before it reads anything. */
  startBuild(): number {
    return ++this.builds;
  }

  /** Records what a build found; one that started earlier (before a change) never overwrites a later one's. */
  remember(address: string, build: number, cursor: string | null): void {
    if ((this.byAddress.get(address)?.build ?? 0) >= build) return;
    // Set anew so the map stays in build order, and only the oldest builds go.
    this.byAddress.delete(address);
    this.byAddress.set(address, { build, cursor });
    const oldest = this.byAddress.keys().next();
    if (this.byAddress.size > KEPT && !oldest.done) this.byAddress.delete(oldest.value);
  }

  cursorOf(address: string): string | null {
    return this.byAddress.get(address)?.cursor ?? null;
  }
}
