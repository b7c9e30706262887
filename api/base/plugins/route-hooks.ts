import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'onSend';
type RouteHook<Name extends HookName> =
  NonNullable<RouteOptions[Name]> extends infer Hooks ? (Hooks extends readonly (infer Hook)[] ? Hook : Hooks) : never;

/**
 * Adds `hook` to one route's own `name` hooks (from an `onRoute` listener): a hook only some routes need costs the
 * others nothing, where `addHook` would run it on every request of the scope.
 */
export function addRouteHook<Name extends HookName>(route: RouteOptions, name: Name, hook: RouteHook<Name>): void {
  const current: unknown = route[name];
  const hooks: unknown[] = Array.isArray(current) ? current : current ? [current] : [];
  Object.assign(route, { [name]: [...hooks, hook] });
}

/** The methods that change nothing and carry no body. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route answers only reads (READ_METHODS). */
export function onlyReads(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((method) => READ_METHODS.has(method));
}
