// The baseline for bench/api.mjs (not a test): a bare Fastify hello-world, `GET /` → {"hello":"world"}, with the
// Fastify the app uses and no plugins; `GET /bytes/:n` sends a body of n bytes made once (what a route of the app
// sends, at the same size: sending bytes costs the server and the client, whatever the framework). Listens on PORT
// (default: a free port) on 127.0.0.1 and reports its port to the parent process (IPC message { port }) or, run
// alone (`node bench/hello-world.mjs`), on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const bodies = new Map();
app.get('/bytes/:n', async (request, reply) => {
  const n = Math.min(Number(request.params.n) || 0, 1 << 20);
  if (!bodies.has(n)) bodies.set(n, Buffer.alloc(n, 'x'));
  return reply.type('application/json').send(bodies.get(n));
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
if (process.send) process.send({ port: app.server.address().port });
else console.log(`hello-world listening on ${address}`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
