import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can freeze: bytes stop flowing both ways and new connections
 * hang, as when the database host stops answering (SIGSTOP, a dead network), without touching the real server
 * other test files share.
 */
export async function startFreezableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    // One side gone takes the other with it, as a real connection does: a pair left half open keeps its client
    // waiting for an answer (or a close) that never comes.
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // After pipe(), which resumes its source.
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
      if (frozen) socket.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no address');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
