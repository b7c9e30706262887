import type { ShowCar } from '@shared/shows/responses';
import { ENTRY_STATUS_LABELS } from '@shared/shows/texts';
import { carTitle } from '../cars';
import { showTabPath } from '../showTabs';

/**
 * What a car's page shows of its car, worked out once for its two renderings: the app's (ShowCarPage) and the
 * service worker's from the saved show (carPageMarkup.ts).
 */
export function carPageView(eventId: string, car: ShowCar) {
  // Offline the photos are not saved: the car's thumbnail is.
  const pictures = car.photos.length > 0 ? car.photos : car.thumbnailUrl ? [car.thumbnailUrl] : [];
  const title = carTitle(car.car);
  // Breadcrumbs' items (ui/Breadcrumbs.tsx), named here without loading React into the worker.
  const crumbs: Array<{ label: string; to?: string }> = [
    { label: 'Event', to: `/events/${eventId}` },
    { label: 'Cars', to: showTabPath(eventId, 'cars') },
    { label: `#${car.carNumber}` },
  ];
  return {
    crumbs,
    title,
    pictures,
    /** A picture's description: the car, and which of its pictures (index from 0). */
    pictureAlt: (index: number) => `${title} (${index + 1} of ${pictures.length})`,
    ownerPath: car.owner ? `/profile/${encodeURIComponent(car.owner.username)}` : undefined,
    status: ENTRY_STATUS_LABELS[car.status],
    details: [car.car.trim, car.car.exteriorColor].filter(Boolean).join(' · '),
    dashCardPath: `/events/${eventId}/cars/${car.carNumber}/card`,
  };
}

/** The line under a car's title when it is the saved show's copy. */
export const FROM_SAVED_SHOW = 'From the show saved on this device.';
