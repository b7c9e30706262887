import { useEffect, useLayoutEffect, type RefObject } from 'react';

export type ToastEdge = 'top' | 'bottom';

/** What a member can press, type in or focus: a toast must never lie over one. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [contenteditable="true"]';

/** The element the member last pressed or typed in: what a toast usually answers. */
let actedOn: Element | null = null;
const remember = (event: Event) => {
  if (event.target instanceof Element) actedOn = event.target;
};

/** Under the header when what the member acted on lies in the screen's lower half, else at the bottom. */
function edgeClearOfAction(): ToastEdge {
  const element = actedOn?.isConnected ? actedOn : document.activeElement;
  if (!element || element === document.body) return 'bottom';
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the region's toasts, where they are now, lie over any control of the page. */
function coversAControl(region: HTMLElement): boolean {
  const toasts = [...region.querySelectorAll('.toast')].map((toast) => toast.getBoundingClientRect());
  if (toasts.length === 0) return false;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (region.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (toasts.some((toast) => overlaps(toast, box))) return true;
  }
  return false;
}

/**
 * Puts the region at the edge, of the two, where its toasts cover no control, trying `first` first; where both
 * would, at `first`: the half of the screen away from what the member acted on, so the toast never hides what it
 * answers (a report's reason beside its Dismiss button). Each edge is tried by setting it and measuring, in one
 * task: nothing is painted in between.
 */
function placeClear(region: HTMLElement, first: ToastEdge) {
  const edges: ToastEdge[] = first === 'top' ? ['top', 'bottom'] : ['bottom', 'top'];
  for (const edge of edges) {
    region.dataset.edge = edge;
    if (!coversAControl(region)) return;
  }
  region.dataset.edge = first;
}

/**
 * Where toasts float (over the page, never moving it): at the bottom of the screen or under the header, chosen so
 * that a toast covers no control: neither what the member just acted on (a report's reason beside its Dismiss
 * button) nor anything else one may press (Edit Profile under "Car added to your garage", the banner's button
 * under "Welcome back!"). Chosen as each toast comes, and again while one shows whenever the page changes under it
 * (a page arriving after the toast, a banner, a scroll), keeping its place while that is clear. The region's
 * `data-edge` is set here, not rendered.
 */
export function useToastEdge(region: RefObject<HTMLElement | null>, newestToast: string | undefined) {
  useEffect(() => {
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);

  // Before the new toast is painted.
  useLayoutEffect(() => {
    if (region.current && newestToast !== undefined) placeClear(region.current, edgeClearOfAction());
  }, [region, newestToast]);

  useEffect(() => {
    const element = region.current;
    if (!element || newestToast === undefined) return undefined;
    let frame = 0;
    const recheck = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const current = element.dataset.edge === 'top' ? 'top' : 'bottom';
        placeClear(element, current);
      });
    };
    const observer = new MutationObserver(recheck);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', recheck);
    window.addEventListener('scroll', recheck, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', recheck);
      window.removeEventListener('scroll', recheck);
    };
  }, [region, newestToast]);
}
