import type { ShowResults } from '@shared/shows/responses';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(rank: number): string {
  const lastTwo = rank % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${rank}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

type Standing = ShowResults['classes'][number]['standings'][number];

export interface StandingRow extends Standing {
  /** "1st", or "Tied 2nd" when another car shares the rank. */
  place: string;
}

/** A class's standings as the Results tab shows them: best first, equal counts as ties ("Tied 2nd"). */
export function standingRows(standings: readonly Standing[]): StandingRow[] {
  const sorted = [...standings].sort((a, b) => a.rank - b.rank || a.carNumber - b.carNumber);
  const perRank = new Map<number, number>();
  for (const standing of sorted) perRank.set(standing.rank, (perRank.get(standing.rank) ?? 0) + 1);
  return sorted.map((standing) => ({
    ...standing,
    place: (perRank.get(standing.rank) ?? 0) > 1 ? `Tied ${ordinal(standing.rank)}` : ordinal(standing.rank),
  }));
}
