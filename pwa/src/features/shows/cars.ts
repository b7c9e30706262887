import { carName } from '@shared/catalogue/car-name';
import type { ShowClass, ShowEntry } from '@shared/shows/responses';

/**
 * "1967 GTO", "1969 GTO Judge": how a car is named on its row, its page, its dash card, the ballot, the results, the
 * gate and judging; the same name as its garage page.
 */
export const carTitle = (car: Pick<ShowEntry['car'], 'year' | 'modelName' | 'trim'>) => carName(car.year, car.modelName, car.trim);

/** A car's page's title: its number and what it is. */
export const carPageTitle = (entry: Pick<ShowEntry, 'carNumber' | 'car'>) => `#${entry.carNumber} ${carTitle(entry.car)}`;

export interface ClassGroup {
  showClass: ShowClass;
  entries: ShowEntry[];
}

/** The Cars tab's order: classes as the organiser ordered them, each class's cars by car number. Empty classes drop out. */
export function groupEntriesByClass(classes: readonly ShowClass[], entries: readonly ShowEntry[]): ClassGroup[] {
  const byClass = new Map<string, ShowEntry[]>();
  for (const entry of entries) {
    const list = byClass.get(entry.classId) ?? [];
    list.push(entry);
    byClass.set(entry.classId, list);
  }
  return [...classes]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
    .map((showClass) => ({ showClass, entries: (byClass.get(showClass.id) ?? []).sort((a, b) => a.carNumber - b.carNumber) }))
    .filter((group) => group.entries.length > 0);
}

/**
 * The search box: a number finds that car number (and numbers starting with it, "12" → 12, 120…); words find cars
 * whose model, year, trim or owner's name hold every word, whatever the case.
 */
export function searchEntries(entries: readonly ShowEntry[], query: string): ShowEntry[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [...entries];
  const number = text.replace(/^#/, '');
  if (/^\d+$/.test(number)) return entries.filter((entry) => String(entry.carNumber).startsWith(number));
  const words = text.split(/\s+/);
  return entries.filter((entry) => {
    const haystack = [
      entry.car.modelName,
      entry.car.modelSlug,
      String(entry.car.year),
      entry.car.trim ?? '',
      entry.owner?.name ?? '',
      entry.owner?.username ?? '',
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
