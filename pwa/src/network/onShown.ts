/** What onShown listens to: the document's visibility, and the window's pageshow (a page back from the back-forward cache). */
export interface ShownEnv {
  readonly document: Pick<Document, 'visibilityState'> & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `listener` each time the page is shown again: the app brought back to the front, its tab selected, or the page
 * restored from the back-forward cache. A phone taken out of a pocket at the show may hold writes made meanwhile, and
 * where the browser has no Background Sync (Safari, Firefox) they are sent only while the page runs: its return is
 * a moment to send, like the connection's return. Returns the cleanup.
 */
export function onShown(listener: () => void, env: ShownEnv = { document, window }): () => void {
  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') listener();
  };
  const onPageShow = (event: Event) => {
    if ('persisted' in event && event.persisted === true) listener();
  };
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('pageshow', onPageShow);
  return () => {
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('pageshow', onPageShow);
  };
}
