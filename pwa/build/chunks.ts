import type { Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** These chunks with every chunk they import statically. */
export function withStaticImports(start: Iterable<Chunk>, byFile: ReadonlyMap<string, Chunk>): Chunk[] {
  const found = new Map<string, Chunk>();
  const add = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) add(byFile.get(file));
  };
  for (const chunk of start) add(chunk);
  return [...found.values()];
}
