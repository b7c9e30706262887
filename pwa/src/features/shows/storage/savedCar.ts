import type { ShowBundle, ShowCar } from '@shared/shows/responses';

/** A car's page from a saved show: its thumbnail stands in for the photos, which are not saved. */
export function savedCarOf(bundle: ShowBundle, carNumber: number): ShowCar | undefined {
  const entry = bundle.entries.find((item) => item.carNumber === carNumber);
  if (!entry) return undefined;
  const className = bundle.show.classes.find((item) => item.id === entry.classId)?.name ?? '';
  return { ...entry, photos: [], className };
}
