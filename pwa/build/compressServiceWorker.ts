import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes sw.js.br and sw.js.gz beside the service worker, at full strength like every other file of the build.
 * vite-plugin-compression2 cannot: vite-plugin-pwa writes the worker when the bundle is closed, after compression.
 * Without them the server compresses the worker (a fifth of the first visit's download) on every request, and less well.
 */
export function compressServiceWorker(fileName: string): Plugin {
  let outDir = '';
  return {
    name: 'pontiac:compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After vite-plugin-pwa's own (sequential) closeBundle has written the worker.
      order: 'post',
      sequential: true,
      async handler() {
        const file = path.join(outDir, fileName);
        const source = await readFile(file);
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        };
        await writeFile(`${file}.br`, await brotli(source, { params }));
        await writeFile(`${file}.gz`, await gzipped(source, { level: constants.Z_BEST_COMPRESSION }));
      },
    },
  };
}
