import type { ShowBundle } from '@shared/shows/responses';
import { fillFirstScreen } from '@shared/pwa/first-screen-document';
import { documentTitle } from '@/ui/documentTitle';
import { mirrorKey } from '@/mirror/mirrorKey';
import { carPageTitle } from '../cars';
import { showPageKeys } from '../showPageKeys';
import { savedCarOf } from '../storage/savedCar';
import { carPageMarkup } from './carPageMarkup';

/**
 * A car's page rendered from a saved show (its template: DEVICE_RENDERED_CAR_PAGE), or undefined when the show has no
 * car of that number. Its data is the device's copy of the car and the show, under the keys the page's queries show
 * until the network answers (useMirroredQuery): the app's first render shows them at once, and still asks the network.
 */
export function carPageDocument(template: string, bundle: ShowBundle, carNumber: number): string | undefined {
  const car = savedCarOf(bundle, carNumber);
  if (!car) return undefined;
  const eventId = bundle.show.eventId;
  return fillFirstScreen(template, '', {
    title: documentTitle(carPageTitle(car)),
    markup: carPageMarkup(eventId, car),
    data: {
      queries: [
        { key: mirrorKey(showPageKeys.car(eventId, carNumber)), data: car },
        { key: mirrorKey(showPageKeys.detail(eventId)), data: bundle.show },
      ],
    },
  });
}
