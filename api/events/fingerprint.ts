import { createHash } from 'node:crypto';
import type { EventData } from '../../shared/events/schemas';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every level, so equal values always serialise to the same text. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] ?? null)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fingerprint of a create request: sha256 over the organizer and the *parsed* input (trimmed,
 * blanks as null, defaults applied, the date in UTC ISO form) in canonical JSON. Two requests that
 * mean the same event therefore match even if the JSON differs in key order, whitespace, omitted
 * defaults or the date's offset.
 *
 * Why a stored hash rather than comparing the fields of the row: the row can be edited afterwards
 * (PUT), and a late retry of the original create must still be recognised as the same request and
 * answered with the stored event, not refused with a 409. The hash captures the create as it was.
 */
export function createFingerprint(organizerId: string, input: EventData): string {
  const payload: Json = { organizerId, input: { ...input } };
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}
