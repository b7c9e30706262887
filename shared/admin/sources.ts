import { z } from 'zod';
import { pageCursorSchema } from './schemas';
import { withoutBidiControls } from '../text/bidi';

/**
 * Admin panel Sources tab (docs/product/screens.md, entities.md sources): the external sites the catalogue reads from, what their
 * robots.txt says and which fields may be taken from them.
 */

/** 'unknown' until Fetch now has run; 'allowed' is the only status that permits reading (docs/product/states.md). */
export const ROBOTS_STATUSES = ['unknown', 'allowed', 'disallowed', 'unreachable'] as const;
export type RobotsStatus = (typeof ROBOTS_STATUSES)[number];

export const SOURCE_SITE_NAME_MAX = 120;
export const SOURCE_URL_MAX = 2000;
export const SOURCE_FIELD_MAX = 60;
export const SOURCE_FIELDS_MAX = 30;

/** The robots.txt product token this app reads as, and sends in its User-Agent. */
export const ROBOTS_USER_AGENT = 'PontiacHubBot';

export const sourceTexts = {
  urlScheme: 'URL must start with http:// or https://',
  urlInvalid: 'URL must be a valid web address',
  urlPrivate: 'URL must point to a public site, not a private or local address',
  urlTaken: (url: string) => `A source with the URL "${url}" already exists`,
  notFound: 'Source not found',
  created: 'Source added',
  updated: 'Source updated',
  deleted: 'Source deleted',
  saveFailed: 'Failed to save source',
  deleteFailed: 'Failed to delete source',
  fetchFailed: 'Failed to fetch robots.txt',
  fetched: 'Fetch finished',
} as const;

const sourceUrlSchema = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(SOURCE_URL_MAX, `URL must be at most ${SOURCE_URL_MAX} characters`)
  .refine((value) => URL.canParse(value), sourceTexts.urlInvalid)
  .refine((value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol), sourceTexts.urlScheme)
  .refine((value) => !URL.canParse(value) || !new URL(value).username, 'URL must not carry a user name or password')
  .meta({ format: 'uri', pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://' });

const fieldName = z
  .string()
  .trim()
  .min(1, 'An allowed field must not be empty')
  .max(SOURCE_FIELD_MAX, `An allowed field must be at most ${SOURCE_FIELD_MAX} characters`);

/** Add and edit payload (docs/product/screens.md: edit fields, add new source). */
export const sourceInputSchema = z.object({
  siteName: withoutBidiControls(
    z
      .string()
      .trim()
      .min(1, 'Site name is required')
      .max(SOURCE_SITE_NAME_MAX, `Site name must be at most ${SOURCE_SITE_NAME_MAX} characters`),
    'Site name',
  ),
  url: sourceUrlSchema,
  allowedFields: z
    .array(fieldName)
    .max(SOURCE_FIELDS_MAX, `At most ${SOURCE_FIELDS_MAX} allowed fields`)
    .transform((fields) => [...new Set(fields)]),
});
export type SourceInput = z.input<typeof sourceInputSchema>;

/** docs/product/entities.md client shape of a source, plus what the last Fetch now found. */
export const sourceSchema = z.object({
  id: z.string(),
  siteName: z.string(),
  url: z.string(),
  robotsStatus: z.enum(ROBOTS_STATUSES),
  allowedFields: z.array(z.string()),
  /** ISO timestamp of the last Fetch now attempt, null before the first. */
  lastFetchedAt: z.string().nullable(),
  /** What that attempt found, in words (shown in the toast and the table). */
  lastFetchOutcome: z.string().nullable(),
  createdAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

/** GET /api/admin/sources: newest first, ADMIN_PAGE_SIZE at a time, optionally only one robots status. */
export const sourceListQuerySchema = z.object({
  robotsStatus: z.enum(ROBOTS_STATUSES, { error: `robotsStatus must be one of: ${ROBOTS_STATUSES.join(', ')}` }).optional(),
  cursor: pageCursorSchema,
});
export type SourceListQuery = z.input<typeof sourceListQuerySchema>;
export const sourcePageSchema = z.object({ items: z.array(sourceSchema), nextCursor: z.string().nullable() });
export type SourcePage = z.infer<typeof sourcePageSchema>;

/** Splits the allowed-fields text box (one per line or comma-separated) into the list the API takes. */
export const parseAllowedFields = (text: string) =>
  text
    .split(/[\n,]/)
    .map((field) => field.trim())
    .filter(Boolean);

/* robots.txt (RFC 9309): the rules of the group for our agent, longest match wins, allow wins a tie. */

interface RobotsRule {
  allow: boolean;
  pattern: string;
}

/** The rules that apply to `userAgent`: its own groups if any name it, else the `*` groups. */
function rulesFor(robotsTxt: string, userAgent: string): RobotsRule[] {
  const agent = userAgent.toLowerCase();
  const own: RobotsRule[] = [];
  const anyone: RobotsRule[] = [];
  let agents: string[] = [];
  let inRules = false;
  let ownFound = false;
  for (const rawLine of robotsTxt.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      continue;
    }
    if (key !== 'allow' && key !== 'disallow') continue;
    inRules = true;
    // An empty Disallow allows everything: no rule.
    if (!value) continue;
    const rule = { allow: key === 'allow', pattern: value };
    if (agents.some((name) => name !== '*' && agent.includes(name))) {
      ownFound = true;
      own.push(rule);
    }
    if (agents.includes('*')) anyone.push(rule);
  }
  return ownFound ? own : anyone;
}

const patternRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/\$$/, '\u0000')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replace('\u0000', '$')}`,
  );

/** Whether robots.txt lets `userAgent` read `path` (path and query of the address). */
export function robotsAllows(robotsTxt: string, userAgent: string, path: string): boolean {
  if (path === '/robots.txt') return true;
  let best: RobotsRule | undefined;
  for (const rule of rulesFor(robotsTxt, userAgent)) {
    if (!patternRegExp(rule.pattern).test(path)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieWonByAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieWonByAllow) best = rule;
  }
  return best?.allow ?? true;
}

/**
 * One source per site the catalogue cites, keyed by host without `www.`: the https address wins over http, and
 * the shortest name a citation gives (the site's rather than one of its sections'), else the host.
 */
export function citedSites(refs: ReadonlyArray<{ url: string; siteName?: string }>): Array<{ url: string; siteName: string }> {
  const sites = new Map<string, { url: string; siteName?: string }>();
  for (const ref of refs) {
    if (!URL.canParse(ref.url)) continue;
    const { protocol, hostname } = new URL(ref.url);
    const site = hostname.replace(/^www\./, '');
    const known = sites.get(site) ?? { url: `${protocol}//${hostname}/` };
    if (protocol === 'https:' && known.url.startsWith('http:')) known.url = `${protocol}//${hostname}/`;
    if (ref.siteName && (!known.siteName || ref.siteName.length < known.siteName.length)) known.siteName = ref.siteName;
    sites.set(site, known);
  }
  return [...sites.entries()]
    .map(([site, { url, siteName }]) => ({ url, siteName: siteName ?? site }))
    .sort((a, b) => a.siteName.localeCompare(b.siteName));
}
