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

/** Whether a route answers only reads (GET, HEAD, OPTIONS): the methods that change nothing. */
export function onlyReads(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((method) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS');
}
