import type { ShowBundle, ShowEntry } from '@shared/shows/responses';

/** Unit tests' show: `count` entries in one class, each with its own thumbnail but those given as null. */
export function testBundle({
  eventId = '30000000-0000-4000-8000-000000000001',
  count = 3,
  withoutThumbnail = [] as number[],
  mapImageUrl = null as string | null,
} = {}): ShowBundle {
  const classId = '40000000-0000-4000-8000-000000000001';
  const entries: ShowEntry[] = Array.from({ length: count }, (_, index) => {
    const carNumber = index + 1;
    const id = String(carNumber).padStart(12, '0');
    return {
      id: `00000000-0000-4000-8000-${id}`,
      carNumber,
      classId,
      status: 'entered',
      car: { id: `10000000-0000-4000-8000-${id}`, modelSlug: 'gto', modelName: 'GTO', year: 1967, trim: null, exteriorColor: null },
      owner: { id: `20000000-0000-4000-8000-${id}`, username: `owner-${carNumber}`, name: `Owner ${carNumber}` },
      thumbnailUrl: withoutThumbnail.includes(carNumber) ? null : `/uploads/thumb-${carNumber}.webp`,
      checkedInAt: null,
      enteredAt: '2026-06-01T08:00:00.000Z',
    };
  });
  return {
    show: {
      eventId,
      title: 'Pontiac Nationals',
      eventDate: '2026-06-01T09:00:00.000Z',
      location: 'Fairgrounds',
      organizer: { id: '50000000-0000-4000-8000-000000000001', name: 'Olive Organizer' },
      registrationOpen: true,
      maxCars: null,
      enteredCount: count,
      waitlistCount: 0,
      votingOpensAt: null,
      votingClosesAt: null,
      votingState: 'not_open',
      classes: [
        { id: classId, name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967, displayOrder: 0, scoreSheet: [], judges: [] },
      ],
      schedule: [],
      map: { imageUrl: mapImageUrl, spots: [] },
      helpers: [],
      judgingLockedAt: null,
      updatedAt: '2026-05-01T08:00:00.000Z',
    },
    entries,
    results: null,
    awards: null,
    generatedAt: '2026-06-01T08:30:00.000Z',
  };
}
