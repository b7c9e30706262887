import type { VotingState } from './responses';

/** The People's Choice window at `now`: open from opensAt (inclusive) to closesAt (exclusive). One rule, both sides. */
export function votingStateAt(
  window: { votingOpensAt: string | Date | null; votingClosesAt: string | Date | null },
  now: Date,
): VotingState {
  const opens = window.votingOpensAt ? new Date(window.votingOpensAt).getTime() : null;
  const closes = window.votingClosesAt ? new Date(window.votingClosesAt).getTime() : null;
  if (closes !== null && now.getTime() >= closes) return 'closed';
  if (opens !== null && now.getTime() >= opens) return 'open';
  return 'not_open';
}

/** Whether a car fits a class: same model when the class names one, year inside the class's range. */
export function carFitsClass(
  showClass: { modelSlug: string | null; yearFrom: number | null; yearTo: number | null },
  car: { modelSlug: string; year: number },
): boolean {
  if (showClass.modelSlug && showClass.modelSlug !== car.modelSlug) return false;
  if (showClass.yearFrom !== null && car.year < showClass.yearFrom) return false;
  if (showClass.yearTo !== null && car.year > showClass.yearTo) return false;
  return true;
}

/** Competition ranking (1, 2, 2, 4): equal counts share a rank, so ties show as ties. Input sorted by votes, descending. */
export function rankStandings<T extends { votes: number }>(sorted: T[]): (T & { rank: number })[] {
  return rankSorted(sorted, (item) => item.votes);
}

/** Ranks items already sorted best first by `valueOf`: equal values share a rank, the next rank skips (1, 1, 3). */
export function rankSorted<T>(sorted: T[], valueOf: (item: T) => number): (T & { rank: number })[] {
  let rank = 0;
  let previous: number | null = null;
  return sorted.map((item, index) => {
    const value = valueOf(item);
    if (value !== previous) rank = index + 1;
    previous = value;
    return { ...item, rank };
  });
}
