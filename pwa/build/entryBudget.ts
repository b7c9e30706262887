import type { Plugin, Rolldown } from 'vite';
import { withStaticImports } from './chunks.ts';

/**
 * Fails the build when the entry script, with every chunk it imports statically, grows past `maxBytes` (minified,
 * before compression). main.tsx loads React's renderer and the app only once a prerendered page is painted; a static
 * import that lands in a shared chunk (the chunk groups of vite.config.ts) would quietly make the first paint wait
 * for all of them, hundreds of kilobytes on a phone's slow link.
 */
export function entryBudget(maxBytes: number): Plugin {
  return {
    name: 'pontiac:entry-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const closure = withStaticImports([entry], chunks);
        const bytes = closure.reduce((sum, chunk) => sum + chunk.code.length, 0);
        if (bytes > maxBytes) {
          this.error(
            `${entry.fileName} loads ${bytes} bytes of script before the first paint (${closure.map((chunk) => chunk.fileName).join(', ')}); ` +
              `at most ${maxBytes}: keep main.tsx's static imports out of the shared chunks (vite.config.ts).`,
          );
        }
      }
    },
  };
}
