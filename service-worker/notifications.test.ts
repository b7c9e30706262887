import { describe, expect, it, vi } from 'vitest';
import { openTarget, showPush, targetOf, type TapClients } from './notifications';

const ORIGIN = 'https://hub.example';

/** A window of the app as the worker's `clients` sees it; `navigate` answers as a controlled window does. */
function fakeWindow(url: string, visibilityState: DocumentVisibilityState, controlled = true, frameType: FrameType = 'top-level') {
  const client = {
    url,
    visibilityState,
    frameType,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => (controlled ? { ...client, url: to } : null)),
  };
  return client;
}

function fakeClients(windows: ReturnType<typeof fakeWindow>[]) {
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  return clients as typeof clients & TapClients;
}

describe('a tap on a notification', () => {
  it('focuses the visible window of the app and takes it to the target', async () => {
    const hidden = fakeWindow(`${ORIGIN}/events`, 'hidden');
    const visible = fakeWindow(`${ORIGIN}/community`, 'visible');
    const clients = fakeClients([hidden, visible]);
    await openTarget(clients, { url: '/post/p1#comment-c1' }, ORIGIN);
    expect(visible.focus).toHaveBeenCalled();
    expect(visible.navigate).toHaveBeenCalledWith(`${ORIGIN}/post/p1#comment-c1`);
    expect(hidden.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('never takes a frame inside a page there (a show’s tab drawn ahead, out of sight)', async () => {
    const drawing = fakeWindow(`${ORIGIN}/events/e1?tab=cars`, 'visible', true, 'nested');
    const page = fakeWindow(`${ORIGIN}/events/e1`, 'visible');
    const clients = fakeClients([drawing, page]);
    await openTarget(clients, { url: '/messages?thread=t1' }, ORIGIN);
    expect(drawing.focus).not.toHaveBeenCalled();
    expect(page.navigate).toHaveBeenCalledWith(`${ORIGIN}/messages?thread=t1`);
  });

  it('opens a window at the target when the app is not open', async () => {
    const clients = fakeClients([]);
    await openTarget(clients, { url: '/messages?thread=t1' }, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages?thread=t1`);
  });

  it('opens a new window when the open one is not the worker’s to move', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/`, 'visible', false);
    const clients = fakeClients([uncontrolled]);
    await openTarget(clients, { url: '/notifications' }, ORIGIN);
    expect(uncontrolled.focus).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('ignores windows of other sites', async () => {
    const elsewhere = fakeWindow('https://other.example/', 'visible');
    const clients = fakeClients([elsewhere]);
    await openTarget(clients, { url: '/events/e1' }, ORIGIN);
    expect(elsewhere.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/events/e1`);
  });
});

describe('where a notification leads', () => {
  it('never leaves the app: another site or no address opens the notifications page', () => {
    expect(targetOf({ url: 'https://evil.example/phish' }, ORIGIN)).toBe(`${ORIGIN}/notifications`);
    expect(targetOf({ url: '//evil.example/x' }, ORIGIN)).toBe(`${ORIGIN}/notifications`);
    expect(targetOf(null, ORIGIN)).toBe(`${ORIGIN}/notifications`);
    expect(targetOf({ url: '/profile/jane' }, ORIGIN)).toBe(`${ORIGIN}/profile/jane`);
  });
});

describe('a push', () => {
  const registration = () => {
    const showNotification = vi.fn(async () => undefined);
    return { registration: { showNotification } as unknown as ServiceWorkerRegistration, showNotification };
  };

  it('shows its title, text, icon and tag, and keeps where a tap goes', async () => {
    const { registration: shown, showNotification } = registration();
    const push = {
      title: 'T',
      body: 'B',
      icon: '/icons/icon-192.png',
      tag: 'post:p1',
      url: '/post/p1',
      notificationId: '0b6d2b1e-8f0a-4c2e-9d3b-1a2b3c4d5e6f',
    };
    await showPush(shown, push, 'Pontiac Hub');
    expect(showNotification).toHaveBeenCalledWith(
      'T',
      expect.objectContaining({ body: 'B', tag: 'post:p1', data: { url: '/post/p1', notificationId: push.notificationId } }),
    );
  });

  it('unreadable still shows a notification, which opens the notifications page', async () => {
    const { registration: shown, showNotification } = registration();
    await showPush(shown, 'garbage', 'Pontiac Hub');
    expect(showNotification).toHaveBeenCalledWith('Pontiac Hub', expect.objectContaining({ data: { url: '/notifications' } }));
  });

  it('a payload with a field missing or of the wrong kind is unreadable too', async () => {
    const push = { title: 'T', body: 'B', icon: '/icons/icon-192.png', tag: 't', url: '/post/p1', notificationId: null };
    for (const broken of [
      { ...push, title: 5 },
      { ...push, url: undefined },
      { ...push, notificationId: 7 },
    ]) {
      const { registration: shown, showNotification } = registration();
      await showPush(shown, broken, 'Pontiac Hub');
      expect(showNotification).toHaveBeenCalledWith('Pontiac Hub', expect.objectContaining({ data: { url: '/notifications' } }));
    }
    const { registration: shown, showNotification } = registration();
    await showPush(shown, push, 'Pontiac Hub');
    expect(showNotification).toHaveBeenCalledWith('T', expect.objectContaining({ data: { url: '/post/p1', notificationId: null } }));
  });
});
