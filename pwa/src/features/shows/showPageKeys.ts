import { showReadResources } from 'virtual:declared-paths';
import { resourceKey } from '@shared/http/resource';

/**
 * The keys of what a car's page reads, made from the declarations' paths without their schemas: the service worker,
 * which loads no zod, names them in the car pages it renders (car/carPageDocument.ts), and showKeys uses them too.
 */
export const showPageKeys = {
  detail: (eventId: string) => resourceKey({ path: showReadResources.detail }, { params: { eventId } }),
  car: (eventId: string, carNumber: number) =>
    resourceKey({ path: showReadResources.car }, { params: { eventId, carNumber: String(carNumber) } }),
};
