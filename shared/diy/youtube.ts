/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/**
 * What parseYoutubeId can accept at all, as a JSON Schema pattern for the API document: an id, or an address on a
 * YouTube host. The parser decides the rest (which paths carry an id).
 */
export const YOUTUBE_INPUT_PATTERN =
  '^\\s*(?:[A-Za-z0-9_-]{11}|(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:(?:www|m|music)\\.)?(?:youtube(?:-nocookie)?\\.com|youtu\\.be)/\\S*)\\s*$';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** Paths whose next segment is the id: /embed/{id}, /shorts/{id}, /live/{id}, /v/{id}. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

const idOrNull = (candidate: string | null | undefined) => (candidate && YOUTUBE_ID_PATTERN.test(candidate) ? candidate : null);

/**
 * The video id in what an admin pastes: a bare 11-character id, or a watch (`youtube.com/watch?v=`), short
 * (`youtu.be/`), shorts, live or embed address, with or without the scheme. Anything else gives null.
 */
export function parseYoutubeId(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return segments.length === 1 ? idOrNull(segments[0]) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return idOrNull(url.searchParams.get('v'));
  if (segments.length === 2 && ID_PATH_PREFIXES.has(segments[0] ?? '')) return idOrNull(segments[1]);
  return null;
}
