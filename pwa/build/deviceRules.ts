import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { DeviceRule, ResourceDeclaration } from '../../shared/http/resource.ts';

/** The module the app imports for what the device keeps of each read (pwa/src/device/keptReads.ts). */
export const DEVICE_RULES_MODULE = 'virtual:device-rules';
const RESOLVED = `\0${DEVICE_RULES_MODULE}`;
const repository = fileURLToPath(new URL('../..', import.meta.url));

/** A read the device may keep, as its declaration says: its path and its rule (`not-kept` reads are left out). */
export interface KeptRead {
  path: string;
  device: Exclude<DeviceRule, 'not-kept'>;
}

const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'device' in value;

/** Every declared read the device may keep (shared/<domain>/*resources.ts), in a stable order. */
export async function keptReads(): Promise<KeptRead[]> {
  const files = readdirSync(`${repository}/shared`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(`${repository}/shared/${folder.name}`).map((file) => `shared/${folder.name}/${file}`))
    .filter((file) => file.endsWith('resources.ts'))
    .sort();
  const reads = new Map<string, KeptRead>();
  for (const file of files) {
    const module = (await tsImport(pathToFileURL(`${repository}/${file}`).href, import.meta.url)) as Record<string, unknown>;
    for (const group of Object.values(module)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const resource of Object.values(group)) {
        if (!isDeclaration(resource) || resource.method !== 'GET' || resource.device === 'not-kept') continue;
        reads.set(resource.path, { path: resource.path, device: resource.device });
      }
    }
  }
  return [...reads.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Hands the app the device rule of every declared read without the declarations themselves: their schemas would
 * weigh on every screen, and persisting the query cache only needs each read's path and rule.
 */
export function deviceRules(): Plugin {
  return {
    name: 'pontiac:device-rules',
    resolveId: (source) => (source === DEVICE_RULES_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(await keptReads())};`;
    },
  };
}
