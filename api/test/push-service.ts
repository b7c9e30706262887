/** Tests only: the mock Web Push service of the `web-push-testing` package, on a free port of localhost. */
import { createRequire } from 'node:module';
import type { Server } from 'node:net';
import { freePort } from './free-port';

interface MockServer {
  _server: Server;
  startServer(): void;
}
type MockServerClass = new (model: object, port: number) => MockServer;

const require = createRequire(import.meta.url);
const MockPushServer = require('web-push-testing/src/server.js') as MockServerClass;
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => object };

/** A device subscribed at the mock service: what the browser's PushSubscription.toJSON() would give, and its hash. */
export interface MockDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * Starts the mock service. It checks each push's VAPID signature against the subscribing key, decrypts it (aes128gcm)
 * and keeps the text per device; `expire` makes it answer 410 for a device from then on.
 */
export async function startMockPushService() {
  const port = await freePort();
  const server = new MockPushServer(new PushApiModel(), port);
  const log = console.log;
  // It announces itself on the console; the test output needs none of it.
  console.log = () => undefined;
  try {
    server.startServer();
    await new Promise((resolve) => server._server.once('listening', resolve));
  } finally {
    console.log = log;
  }
  const base = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    /** The entry naming it in PUSH_SERVICE_HOSTS (its host and port). */
    host: `localhost:${port}`,
    /** Subscribes a device as a browser would, for the server's application key. */
    async subscribe(applicationServerKey: string): Promise<MockDevice> {
      const response = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return ((await response.json()) as { data: MockDevice }).data;
    },
    /** The decrypted texts pushed to a device so far. */
    async received(device: MockDevice): Promise<string[]> {
      const response = await post('/get-notifications', { clientHash: device.clientHash });
      return ((await response.json()) as { data: { messages: string[] } }).data.messages;
    },
    /** From now on, pushes to the device answer 410 Gone (the browser unsubscribed). */
    async expire(device: MockDevice): Promise<void> {
      await post(`/expire-subscription/${device.clientHash}`);
    },
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  };
}
