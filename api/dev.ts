/** `npm run dev`: the API (with its database) on API_PORT, and Vite's dev server in front of it with hot reload. */
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';
process.env.API_PORT = apiPort;
process.env.PORT = apiPort;
process.env.WEB_ROOT ??= 'dist/dev-none';

// The API server starts itself on import (database, migrations, seed, listen).
await import('./server');

const vite = await createServer({ configFile: 'vite.config.ts', server: { port: Number(process.env.VITE_PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
