import type { ShowBundle } from '@shared/shows/responses';
import { savedShowOnDevice } from '../storage/savedShowOnDevice';

/**
 * What the service worker needs of the shows feature to render a car's page from a saved show
 * (service-worker/carPage.ts). Every file behind it runs in the worker too: no React, no DOM (eslint.config.js).
 */
export { carPageDocument } from '../car/carPageDocument';
export { parseCarNumber } from '../car/carNumber';

/** The bundle of the show as saved on this device, or undefined. */
export const savedShowBundle = async (eventId: string): Promise<ShowBundle | undefined> => (await savedShowOnDevice(eventId))?.bundle;
