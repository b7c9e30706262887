import { DRAWING_FRAME_NAME } from '@/device/drawingFrame';
import { showTabId, showTabPath } from '../showTabs';
import { isShowSaved, showsDb } from './showsDb';

/** The tabs whose first render is heavy on a phone (a card or a row per car): drawn ahead once the show is saved. */
const DRAWN_AHEAD = [showTabId('People’s Choice'), showTabId('Cars')];

/** How long a drawing must stay unchanged to be taken as the page's last, and how long one may take at most. */
const SETTLED_MS = 2_000;
const DRAWING_LIMIT_MS = 30_000;
const LOOK_EVERY_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether a drawing of `address` is on the device with every stylesheet it names still kept (Cache Storage): an
 * update of the app replaces them, and the service worker then answers with the shell instead (drawnPage.ts).
 */
async function drawingInUse(address: string): Promise<boolean> {
  const page = await showsDb.drawnPages.get(address);
  if (!page) return false;
  const stylesheets = await Promise.all(page.stylesheets.map((href) => caches.match(href, { ignoreSearch: true })));
  return stylesheets.every((stylesheet) => stylesheet !== undefined);
}

/**
 * Resolves once the drawing kept for `address` has not changed for SETTLED_MS, at `deadline`, or as soon as the
 * show is no longer saved (the member removed it while it was drawn).
 */
async function drawingSettled(eventId: string, address: string, deadline: number) {
  let last: string | undefined;
  let unchangedSince = Date.now();
  for (; Date.now() < deadline; await wait(LOOK_EVERY_MS)) {
    if (!(await isShowSaved(eventId))) return;
    const drawnAt = (await showsDb.drawnPages.get(address))?.drawnAt;
    if (drawnAt !== last) {
      last = drawnAt;
      unchangedSince = Date.now();
    } else if (drawnAt !== undefined && Date.now() - unchangedSince >= SETTLED_MS) return;
  }
}

/** Once the page has a moment: the frame's app shares its main thread. WebKit has no requestIdleCallback. */
const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 5_000 }) : setTimeout(resolve, 1_000),
  );

/** The app at `address`, in a hidden frame, until the page it draws there is kept (useKeepDrawnPage, in the frame). */
async function drawInFrame(eventId: string, address: string) {
  await idle();
  if (!(await isShowSaved(eventId))) return;
  const frame = document.createElement('iframe');
  frame.name = DRAWING_FRAME_NAME;
  frame.title = 'A show’s tab drawn ahead';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = address;
  document.body.append(frame);
  try {
    // The limit holds even if a read of the device never answers: the frame is a whole second app on the phone.
    const deadline = Date.now() + DRAWING_LIMIT_MS;
    await Promise.race([drawingSettled(eventId, address, deadline), wait(DRAWING_LIMIT_MS)]);
  } finally {
    frame.remove();
  }
}

let drawing = Promise.resolve();

/**
 * Draws a saved show's heavy tabs ahead, one after another, each not drawn on this device for this version of the
 * app (called as the show is saved, and as it is refreshed until its day): the first time one is
 * opened, with no signal, it then comes as drawn (service-worker/drawnPage.ts) instead of rendering 500 cards on a
 * slow phone's main thread. The app draws them itself, in a hidden frame of this page.
 */
export function drawShowTabs(eventId: string): void {
  for (const tab of DRAWN_AHEAD) {
    const address = showTabPath(eventId, tab);
    drawing = drawing
      .then(async () => {
        if ((await isShowSaved(eventId)) && !(await drawingInUse(address))) await drawInFrame(eventId, address);
      })
      .catch(() => undefined);
  }
}
