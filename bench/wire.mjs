// Bytes on the wire, counted on the wire: a TCP relay in front of the app that counts what the server sends the
// browser, per request. Chromium's DevTools Network events miss some of it (the service worker's own script is
// reported as its headers only), and a relay sees every target alike: page, service worker, the worker's updates.
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
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let current = null;
    client.on('data', (chunk) => {
      for (const [, method, path] of chunk.toString('latin1').matchAll(REQUEST_LINE)) {
        current = { method, path, bytes: 0, headerBytes: 0, headerSeen: '' };
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
    /** Resolves once nothing has come back for `quietMs`. */
    async quiet(quietMs = 1_000) {
      while (performance.now() - lastByteAt < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
