// Bytes on the wire, counted on the wire: a TCP relay in front of the app that counts what the server sends the
// browser, per request. Chromium's DevTools Network events miss some of it (the service worker's own script is
// reported as its headers only), and a relay sees every target alike: page, service worker, the worker's updates.
// It can also hold requests (lie-fi) for every one of them, where page-level routing sees only the page's requests
// and slows every other request of the page down by intercepting it.
import { createServer, connect } from 'node:net';

const REQUEST_LINE = /^([A-Z]+) (\S+) HTTP\/1\.[01]\r?$/gm;

/**
 * Starts a relay on a free port to `target` (a port on localhost). `responses` lists every request seen and the
 * bytes the server sent back for it (`bytes`: status line, headers and body as sent, i.e. compressed; `headerBytes`:
 * the status line and headers alone, which HTTP/2 would mostly compress away). Chromium sends one
 * request at a time on an HTTP/1.1 connection, so what the server sends belongs to the last request on it.
 */
export async function startWireCounter(targetPort) {
  const responses = [];
  const sockets = new Set();
  let lastByteAt = performance.now();
  let holding = null;
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let current = null;
    let held = false;
    client.on('data', (chunk) => {
      if (held) return;
      for (const [, method, path] of chunk.toString('latin1').matchAll(REQUEST_LINE)) {
        if (holding?.(path)) {
          // Never forwarded nor answered: the connection stays open and silent, as on lie-fi.
          held = true;
          return;
        }
        current = { method, path, requestedAt: performance.now(), bytes: 0, headerBytes: 0, headerSeen: '' };
        responses.push(current);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      lastByteAt = performance.now();
      if (current) {
        current.bytes += chunk.length;
        // The status line and headers: everything up to the first blank line.
        if (current.headerSeen !== null) {
          current.headerSeen += chunk.toString('latin1');
          const end = current.headerSeen.indexOf('\r\n\r\n');
          if (end >= 0) {
            current.headerBytes = end + 4;
            current.headerSeen = null;
          }
        }
      }
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    responses,
    /** From now on, requests whose path matches `matches` are held: never forwarded, never answered. */
    hold(matches) {
      holding = matches;
    },
    /**
     * Resolves once every request seen has had an answer begin and nothing has come back for `quietMs` (an answer
     * the server takes long to start, such as a snapshot built afresh, is waited for, up to `maxMs`).
     */
    async quiet(quietMs = 1_000, maxMs = 60_000) {
      const deadline = performance.now() + maxMs;
      const waiting = () => responses.some((response) => response.bytes === 0);
      while ((waiting() || performance.now() - lastByteAt < quietMs) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
