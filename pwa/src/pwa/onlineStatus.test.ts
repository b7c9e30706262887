import { describe, expect, it, vi } from 'vitest';
import { createOnlineStatusStore, type OnlineStatusEnv } from './onlineStatus';

function fakeEnv(onLine: boolean) {
  const target = new EventTarget();
  const env = {
    navigator: { onLine },
    addEventListener: vi.fn((type: string, listener: () => void) => target.addEventListener(type, listener)),
    removeEventListener: vi.fn((type: string, listener: () => void) => target.removeEventListener(type, listener)),
  } satisfies OnlineStatusEnv;
  const go = (online: boolean) => {
    env.navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { env, go };
}

describe('online status store', () => {
  it('reads navigator.onLine and reports online/offline changes until unsubscribed', () => {
    const { env, go } = fakeEnv(true);
    const store = createOnlineStatusStore(env);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    expect(store.getSnapshot()).toBe(true);

    go(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(false);

    go(true);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe(true);

    unsubscribe();
    go(false);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(env.removeEventListener).toHaveBeenCalledTimes(2);
  });

  it('assumes a connection when rendered without a browser', () => {
    expect(createOnlineStatusStore(fakeEnv(false).env).getServerSnapshot()).toBe(true);
  });
});
