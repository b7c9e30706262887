import { describe, expect, it } from 'vitest';
import { onShown } from './onShown';

function browser() {
  const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const document = Object.assign(new EventTarget(), state);
  const window = new EventTarget();
  const pageShow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  const setVisibility = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { env: { document, window }, pageShow, setVisibility };
}

describe('onShown: the page shown again is a moment to send what waits', () => {
  it('calls back when the page becomes visible, not when it is hidden', () => {
    const { env, setVisibility } = browser();
    let calls = 0;
    onShown(() => calls++, env);
    setVisibility('hidden');
    expect(calls).toBe(0);
    setVisibility('visible');
    expect(calls).toBe(1);
  });

  it('calls back for a page restored from the back-forward cache, not for a first load', () => {
    const { env, pageShow } = browser();
    let calls = 0;
    onShown(() => calls++, env);
    pageShow(false);
    expect(calls).toBe(0);
    pageShow(true);
    expect(calls).toBe(1);
  });

  it('stops calling back once cleaned up', () => {
    const { env, pageShow, setVisibility } = browser();
    let calls = 0;
    const stop = onShown(() => calls++, env);
    stop();
    setVisibility('visible');
    pageShow(true);
    expect(calls).toBe(0);
  });
});
