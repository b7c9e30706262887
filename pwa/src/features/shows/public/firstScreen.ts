import { resourceUrl } from '@shared/http/resource';
import type { FirstScreenPage, FirstScreenQuery } from '@shared/pwa/first-screen';
import { showReadResources } from '@shared/shows/resources';
import { showCarSchema } from '@shared/shows/responses';
import { parseCarNumber } from '../car/carNumber';
import { carPageTitle } from '../cars';
import { showKeys } from '../showKeys';

/**
 * What a car's page (ShowCarPage) reads for its first screen, for the server to render it with (app/serverRender.tsx):
 * the car and the show, under the keys the page's hooks ask for them, and its title. Null for an address that is no
 * car's.
 */
export function showCarFirstScreen(eventId: string, rawNumber: string): FirstScreenPage | null {
  const carNumber = parseCarNumber(rawNumber);
  if (Number.isNaN(carNumber) || carNumber < 1) return null;
  return {
    queries: [
      {
        key: showKeys.car(eventId, carNumber),
        address: resourceUrl(showReadResources.car, { params: { eventId, carNumber: String(carNumber) } }),
      },
      { key: showKeys.detail(eventId), address: resourceUrl(showReadResources.detail, { params: { eventId } }) },
    ],
    title: ([car]) => {
      const parsed = showCarSchema.safeParse(car);
      return parsed.success ? carPageTitle(parsed.data) : undefined;
    },
  };
}

/** What a show's part of its event's page (ShowSection) reads for its first screen: the show with its cars. */
export const showFirstScreenQuery = (eventId: string): FirstScreenQuery => ({
  key: showKeys.bundle(eventId),
  address: resourceUrl(showReadResources.bundle, { params: { eventId } }),
});
