import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { declarationsIn } from '../../shared/http/declarations.ts';
import type { DeviceRule, ResourceDeclaration } from '../../shared/http/resource.ts';

/** The module the app imports for what the device keeps of each read (pwa/src/device/keptReads.ts). */
export const DEVICE_RULES_MODULE = 'virtual:device-rules';
/** The module the outbox imports for how each queued write is sent (pwa/src/outbox/declaredRequest.ts). */
export const OUTBOX_WRITES_MODULE = 'virtual:outbox-writes';
/** The module of every declaration's path by group (`catalogueResources.model`), for keys made without schemas. */
export const DECLARED_PATHS_MODULE = 'virtual:declared-paths';
const RESOLVED = `\0${DEVICE_RULES_MODULE}`;
const RESOLVED_WRITES = `\0${OUTBOX_WRITES_MODULE}`;
const RESOLVED_PATHS = `\0${DECLARED_PATHS_MODULE}`;
const repository = fileURLToPath(new URL('../..', import.meta.url));

/** A read the device may keep, as its declaration says: its path and its rule (`not-kept` reads are left out). */
export interface KeptRead {
  path: string;
  device: Exclude<DeviceRule, 'not-kept'>;
}

/** Every declaration in shared/<domain>/*resources.ts, named `<export>.<member>` (`eventResources.create`). */
async function declarations(): Promise<Map<string, ResourceDeclaration>> {
  const files = readdirSync(`${repository}/shared`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(`${repository}/shared/${folder.name}`).map((file) => `shared/${folder.name}/${file}`))
    .filter((file) => file.endsWith('resources.ts'))
    .sort();
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of files)
    modules[file] = (await tsImport(pathToFileURL(`${repository}/${file}`).href, import.meta.url)) as Record<string, unknown>;
  const declared = new Map<string, ResourceDeclaration>();
  const groups = new Map<string, string>();
  for (const { file, group, name, resource } of declarationsIn(modules)) {
    const other = groups.get(group);
    if (other && other !== file) throw new Error(`${file} and ${other} both export ${group}`);
    groups.set(group, file);
    declared.set(name, resource);
  }
  return declared;
}

/** Every declared read the device may keep, in a stable order. */
function keptReads(declared: Map<string, ResourceDeclaration>): KeptRead[] {
  const reads = new Map<string, KeptRead>();
  for (const resource of declared.values()) {
    if (resource.method !== 'GET' || resource.device === 'not-kept') continue;
    reads.set(resource.path, { path: resource.path, device: resource.device });
  }
  return [...reads.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** A write the outbox sends, as its declaration says: its method and its address. */
interface QueuedWriteRequest {
  method: ResourceDeclaration['method'];
  path: ResourceDeclaration['path'];
}

/** Every declared write that names an outbox kind, by its declaration's name. */
function queuedWrites(declared: Map<string, ResourceDeclaration>): Record<string, QueuedWriteRequest> {
  const writes = [...declared].filter(([, resource]) => resource.outboxKind !== undefined);
  return Object.fromEntries(writes.sort(([a], [b]) => a.localeCompare(b)).map(([name, { method, path }]) => [name, { method, path }]));
}

/**
 * Each group of declarations as a named export of its paths (`export const catalogueResources = { model: '/api/…' }`):
 * a screen that imports one group's paths bundles those alone.
 */
function declaredPaths(declared: Map<string, ResourceDeclaration>): string {
  const groups = new Map<string, Record<string, string>>();
  for (const [fullName, { path }] of declared) {
    const [group = '', name = ''] = fullName.split('.');
    groups.set(group, { ...groups.get(group), [name]: path });
  }
  return [...groups].map(([group, paths]) => `export const ${group} = ${JSON.stringify(paths)};`).join('\n');
}

/**
 * Hands the app the device rule of every declared read, the method and address of every write the outbox sends, and
 * every declaration's path, without the declarations themselves: their schemas would weigh on every screen and on the
 * service worker, and these need only paths, rules and methods.
 */
export function deviceRules(): Plugin {
  let declared: Promise<Map<string, ResourceDeclaration>> | undefined;
  const read = () => (declared ??= declarations());
  return {
    name: 'pontiac:device-rules',
    // Each build reads the declarations afresh (a test run or a rebuild may follow an edit).
    buildStart: () => {
      declared = undefined;
    },
    resolveId: (source) => {
      if (source === DEVICE_RULES_MODULE) return RESOLVED;
      if (source === OUTBOX_WRITES_MODULE) return RESOLVED_WRITES;
      if (source === DECLARED_PATHS_MODULE) return RESOLVED_PATHS;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED) return `export default ${JSON.stringify(keptReads(await read()))};`;
      if (id === RESOLVED_WRITES) return `export default ${JSON.stringify(queuedWrites(await read()))};`;
      if (id === RESOLVED_PATHS) return declaredPaths(await read());
      return undefined;
    },
  };
}
