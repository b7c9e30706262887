/** A character outside ASCII, one UTF-16 code unit at a time (a surrogate pair becomes two escapes, as JSON allows). */
const NON_ASCII = /[\u0080-\uffff]/;
const EVERY_NON_ASCII = new RegExp(NON_ASCII.source, 'g');

const escapeCodeUnit = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON.stringify, with every character outside ASCII written as a \uXXXX escape: the same value for any JSON reader,
 * in bytes that are all ASCII. A single "½" or "–" in a UTF-8 body makes a client decode all of it the slow way, into
 * a string of two bytes a character (V8 keeps pure ASCII in one byte a character and decodes it at memory speed):
 * autocannon read the 19 KB model list at a quarter of the speed of the same bytes without that one "½".
 * Escaping costs 3 to 4 bytes per such character before compression (8 outside the BMP); the catalogue has a handful.
 */
export function stringifyAscii(value: unknown): string {
  const json = JSON.stringify(value);
  return NON_ASCII.test(json) ? json.replace(EVERY_NON_ASCII, escapeCodeUnit) : json;
}
