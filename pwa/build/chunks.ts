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

/** A chunk for the app's shared modules that `roots` reach through static imports. */
export interface SharedChunkTier {
  name: string;
  roots: readonly string[];
  /** Modules the roots must not reach: the build fails if a new import drags one (e.g. a form's schemas) in. */
  mustNotReach?: readonly string[];
}

/**
 * Names the chunk of an app module that two or more chunks share: the first tier whose roots reach it through static
 * imports, else `restName`. The browser evaluates a whole chunk at once, and the shared modules build the app's zod
 * schemas (and its Dexie databases) as they are evaluated: with one shared chunk, a first screen spent half of its
 * start-up task on the schemas of events, DIY videos, the value guide and the offline snapshot, which it does not use.
 */
export function sharedChunkName(tiers: readonly SharedChunkTier[], restName: string) {
  let reached: Array<{ name: string; modules: Set<string> }> | undefined;
  return (moduleId: string, context: ModuleGraph): string => {
    reached ??= tiers.map(({ name, roots, mustNotReach = [] }) => {
      const modules = staticClosure(roots, context);
      const unwanted = mustNotReach.filter((id) => modules.has(id));
      if (unwanted.length > 0) throw new Error(`sharedChunkName: ${name} reaches ${unwanted.join(', ')}, which it must not`);
      return { name, modules };
    });
    return reached.find(({ modules }) => modules.has(moduleId))?.name ?? restName;
  };
}

/** What sharedChunkName reads of Rolldown's ChunkingContext. */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

function staticClosure(roots: readonly string[], context: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (const root of roots) {
    // A renamed module would otherwise quietly move everything it reaches to the last chunk.
    if (!context.getModuleInfo(root)) throw new Error(`sharedChunkName: ${root} is not in the module graph`);
  }
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
