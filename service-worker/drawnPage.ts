import { matchPrecache } from 'workbox-precaching';
import { DRAWN_PAGE_TEMPLATE } from '@shared/pwa/documents';
import { drawnPageDocument, drawnPageOnDevice } from '@/features/shows/public/drawnPageFromDevice';
import { settleAfter } from '@/network/settleAfter';
import { devicePage } from './outOfBackForwardCache';
import { pageAddress } from './pageAddress';

/** The event page's route as a pattern (its show's tabs are in the query). */
const EVENT_ADDRESS = pageAddress('event');

/** An address whose page the device may have drawn: a show's (the event page, whichever tab). */
export const isShowPageAddress = (url: URL) => EVENT_ADDRESS.test(url.pathname);

/**
 * Longest wait for the drawn page: storage that does not answer must not hold the page (the shell answers then). Two
 * seconds: storage that is merely slow (WebKit's, on a busy phone, took over one) would hold the shell's start as
 * long, since the app reads the same databases before it shows the page.
 */
const DRAWN_PAGE_WAIT_MS = 2_000;

/**
 * A saved show's page as this device last drew it (features/shows/storage/drawnPage.ts), so that a page of 500 cards
 * shows as soon as its document arrives, signal or not; the app then renders it beside and takes its place
 * (pwa/src/app/drawnPage.ts). Undefined when there is none for the address (or for the member), when a stylesheet it
 * had is no longer in this version of the app, or when storage is slow to answer: the shell answers then.
 */
export async function drawnPageFromDevice(url: URL): Promise<Response | undefined> {
  try {
    const template = matchPrecache(DRAWN_PAGE_TEMPLATE).catch(() => undefined);
    const page = await Promise.race([drawnPageOnDevice(`${url.pathname}${url.search}`), settleAfter(DRAWN_PAGE_WAIT_MS, undefined)]);
    if (!page) return undefined;
    const [shell, ...stylesheets] = await Promise.all([template, ...page.stylesheets.map((href) => matchPrecache(href))]);
    if (!shell || stylesheets.some((stylesheet) => !stylesheet)) return undefined;
    return devicePage(shell, drawnPageDocument(await shell.text(), page));
  } catch {
    return undefined;
  }
}
