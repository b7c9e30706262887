import { pathParameters, resourceKey, type DeviceRule } from '@shared/http/resource';
import keptReads from 'virtual:device-rules';
import { isMemberOwnedKey, memberKeyOwner } from '@/http/memberOwnedKeys';

/**
 * What the device may keep of each read, from its declaration (shared/<domain>/*resources.ts, `device`): the build
 * hands over each kept read's path and rule (pwa/build/deviceRules.ts), not the declarations, whose schemas would
 * weigh on every screen. A query is matched to its read by its key, which is made from the read's path (keyOf).
 */
interface Pattern {
  /** The key's parts before any query object: a fixed part, or null where the path has a parameter. */
  parts: (string | null)[];
  fixed: number;
  device: Exclude<DeviceRule, 'not-kept'>;
}

/** Where a path parameter stands in a pattern's key while it is made: no address part is ever this. */
const PARAMETER = '\u0000';

const patterns: Pattern[] = keptReads.map(({ path, device }) => {
  const parameters = Object.fromEntries(pathParameters(path).map((name) => [name, PARAMETER]));
  const parts = resourceKey({ path }, { params: parameters }).map((part) => (part === PARAMETER ? null : String(part)));
  return { parts, fixed: parts.filter((part) => part !== null).length, device };
});

/** A key's address parts: a member's own key without its `'member', id` mark, and without a trailing query object. */
function addressParts(queryKey: readonly unknown[]): readonly unknown[] {
  const parts = isMemberOwnedKey(queryKey) ? [queryKey[0], ...queryKey.slice(3)] : queryKey;
  const last = parts.at(-1);
  return typeof last === 'object' && last !== null ? parts.slice(0, -1) : parts;
}

const matches = (pattern: Pattern, parts: readonly unknown[]) =>
  pattern.parts.length === parts.length && pattern.parts.every((part, index) => part === null || part === String(parts[index]));

/**
 * The declared rule of the read a query key names, `not-kept` for any other. Where a fixed part and a parameter
 * could both match (`/api/users/me/blocks` and `/api/users/{key}/garage`), the read with more fixed parts wins.
 */
export function deviceRuleOf(queryKey: readonly unknown[]): DeviceRule {
  const parts = addressParts(queryKey);
  let best: Pattern | undefined;
  for (const pattern of patterns) if (matches(pattern, parts) && (!best || pattern.fixed > best.fixed)) best = pattern;
  return best?.device ?? 'not-kept';
}

/**
 * Whether the device may keep a query's answer as its read is declared: `kept` and `mirrored` reads for anyone (a
 * mirrored read's copy from the mirror is left out by the caller), `kept-for-member` ones only under the key of the
 * member they belong to, never under a key without one.
 */
export function declaredKept(queryKey: readonly unknown[]): boolean {
  const rule = deviceRuleOf(queryKey);
  if (rule === 'not-kept') return false;
  if (isMemberOwnedKey(queryKey)) return rule === 'kept-for-member' && memberKeyOwner(queryKey) !== null;
  return rule !== 'kept-for-member';
}
