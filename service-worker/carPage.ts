import { matchPrecache } from 'workbox-precaching';
import { DEVICE_RENDERED_CAR_PAGE } from '@shared/pwa/documents';
import { carPageDocument, parseCarNumber, savedShowBundle } from '@/features/shows/public/carPageFromDevice';
import { settleAfter } from '@/network/settleAfter';
import { devicePage } from './outOfBackForwardCache';
import { pageAddress } from './pageAddress';

/** The car page's route as a pattern: the event's id and the car's number captured. */
const CAR_ADDRESS = pageAddress('show-car');

/** Longest wait for the saved show: storage that does not answer must not hold the page (the shell answers then). */
const SAVED_SHOW_WAIT_MS = 1_000;

export const isCarPageAddress = (url: URL) => CAR_ADDRESS.test(url.pathname);

const withinWait = <Value>(work: Promise<Value>) => Promise.race([work, settleAfter(SAVED_SHOW_WAIT_MS, undefined)]);

/**
 * A show's car page rendered from the show saved on the device, so that a dash card's QR code scanned at the show
 * shows the car as soon as the document arrives, signal or not (the app then takes over and asks the network).
 * Undefined when this device has not saved that show, has no car of that number in it, or its storage is slow to
 * answer: the shell answers then, as for any page.
 */
export async function carPageFromDevice(url: URL): Promise<Response | undefined> {
  const [, eventId = '', rawNumber = ''] = CAR_ADDRESS.exec(url.pathname) ?? [];
  const carNumber = parseCarNumber(rawNumber);
  if (Number.isNaN(carNumber)) return undefined;
  try {
    const bundle = await withinWait(savedShowBundle(decodeURIComponent(eventId)));
    const template = bundle && (await matchPrecache(DEVICE_RENDERED_CAR_PAGE));
    const html = bundle && template && carPageDocument(await template.text(), bundle, carNumber);
    return template && html ? devicePage(template, html) : undefined;
  } catch {
    return undefined;
  }
}
