import type { ShowEntry } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { carTitle } from '../cars';
import { showWriteTexts } from '../entry/writeTexts';
import { formatShowTime } from '../showDates';
import type { LoggedCheckIn } from './checkInLog';

/** What the gate knows of the show's cars from the saved copy and this device's own check-ins. */
export interface Gate {
  /** Cars that come to the show (entered, checked in or not). */
  expected: ShowEntry[];
  /** Of those, the ones checked in (by the saved copy, or on this device). */
  checkedIn: number;
  /** Those still to come, by number. */
  toCome: ShowEntry[];
  /** The car of a number, if the show has one. */
  car(number: number): ShowEntry | undefined;
  /** A number as the gate names it: "Car #1 · 1969 GTO Judge · Jane Doe", or "Car #999" when the show has no such car. */
  name: (number: number) => string;
  /** Why a number cannot be checked in, in words, or null when it can: answered at once, with no signal too. */
  refusal(number: number): string | null;
}

/** "Car #1 · 1969 GTO Judge · Jane Doe": the number, its car and its owner (a withdrawn car shows none). */
export const gateCarName = (number: number, entry: ShowEntry | undefined): string =>
  showWriteTexts.namedCar(number, entry ? carTitle(entry.car) : null, entry?.owner?.name ?? null);

export function gateOf(entries: readonly ShowEntry[], checkIns: readonly LoggedCheckIn[]): Gate {
  const byNumber = new Map(entries.map((entry) => [entry.carNumber, entry]));
  const hereAt = new Map(checkIns.map((item) => [item.carNumber, item.checkedInAt]));
  const checkedInAt = (entry: ShowEntry) => entry.checkedInAt ?? hereAt.get(entry.carNumber) ?? null;
  const expected = entries.filter((entry) => entry.status === 'entered' || entry.status === 'checked_in');
  const toCome = expected.filter((entry) => checkedInAt(entry) === null).sort((a, b) => a.carNumber - b.carNumber);
  return {
    expected,
    checkedIn: expected.length - toCome.length,
    toCome,
    car: (number) => byNumber.get(number),
    name: (number) => gateCarName(number, byNumber.get(number)),
    refusal(number) {
      const entry = byNumber.get(number);
      if (!entry) return showTexts.carNumberNotFound;
      if (entry.status === 'withdrawn') return showTexts.withdrawnCheckIn;
      if (entry.status === 'waitlisted') return showTexts.waitlistedCheckIn;
      const at = checkedInAt(entry);
      return at ? showTexts.alreadyCheckedInAt(formatShowTime(at)) : null;
    },
  };
}

/** The cars still to come that match what is typed: a number's start, or part of the owner's name or the car's (trim too). */
export function matchToCome(toCome: readonly ShowEntry[], query: string): ShowEntry[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...toCome];
  return toCome.filter(
    (entry) =>
      String(entry.carNumber).startsWith(text) ||
      (entry.owner?.name.toLowerCase().includes(text) ?? false) ||
      carTitle(entry.car).toLowerCase().includes(text),
  );
}
