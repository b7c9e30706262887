import { describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore, STANDALONE_QUERY, type InstallPromptEnv } from './installPrompt';

function fakeEnv({ standalone = false, persist }: { standalone?: boolean; persist?: () => Promise<boolean> } = {}) {
  const target = new EventTarget();
  const media = new EventTarget() as EventTarget & { matches: boolean };
  media.matches = standalone;
  const env: InstallPromptEnv = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    matchMedia: vi.fn(() => media),
    navigator: { storage: persist ? { persist } : undefined },
  };
  const promptEvent = () => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(event);
    return event;
  };
  const installed = () => target.dispatchEvent(new Event('appinstalled'));
  return { env, media, promptEvent, installed };
}

describe('install prompt store', () => {
  it('keeps beforeinstallprompt, offers installation once and hides after prompting', async () => {
    const { env, promptEvent } = fakeEnv();
    const store = createInstallPromptStore(env);
    const onChange = vi.fn();
    store.subscribe(onChange);
    expect(store.getSnapshot()).toBe(false);
    expect(env.matchMedia).toHaveBeenCalledWith(STANDALONE_QUERY);

    const event = promptEvent();
    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot()).toBe(true);
    expect(onChange).toHaveBeenCalled();

    await store.prompt();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(false);
    // A used event is not prompted again.
    await store.prompt();
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('offers nothing while the app already runs standalone', () => {
    const { env, media, promptEvent } = fakeEnv({ standalone: true });
    const store = createInstallPromptStore(env);
    const onChange = vi.fn();
    store.subscribe(onChange);
    promptEvent();
    expect(store.getSnapshot()).toBe(false);

    media.matches = false;
    media.dispatchEvent(new Event('change'));
    expect(store.getSnapshot()).toBe(true);
  });

  it('hides the offer and asks for persistent storage once on appinstalled', () => {
    const persist = vi.fn(() => Promise.resolve(true));
    const { env, promptEvent, installed } = fakeEnv({ persist });
    const store = createInstallPromptStore(env);
    promptEvent();
    installed();
    expect(store.getSnapshot()).toBe(false);
    installed();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('copes with browsers without the storage API', () => {
    const { env, installed } = fakeEnv();
    createInstallPromptStore(env);
    expect(() => installed()).not.toThrow();
  });
});
