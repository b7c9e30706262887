import type { ResourceDeclaration } from './resource';

export const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'device' in value;

/** One declared resource, named as the outbox and the build name it (`<group>.<name>`), with the file it is in. */
export interface FoundDeclaration {
  file: string;
  group: string;
  name: string;
  resource: ResourceDeclaration;
}

/**
 * Every declaration among the exports of declaration files (shared/<domain>/*resources.ts, by file): each export that
 * holds declarations is a group of them; other exports (a resource's rule or words beside it) are not.
 */
export function declarationsIn(modules: Record<string, Record<string, unknown>>): FoundDeclaration[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([group, members]) =>
      typeof members === 'object' && members !== null
        ? Object.entries(members).flatMap(([name, resource]) =>
            isDeclaration(resource) ? [{ file, group, name: `${group}.${name}`, resource }] : [],
          )
        : [],
    ),
  );
}
