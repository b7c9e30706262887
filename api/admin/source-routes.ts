import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { errorCode, hostOf, looksPublic, namesNonPublicHost, NON_PUBLIC_ADDRESS, publicOnlyLookup } from '../base/public-address';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { adminResources } from '../../shared/admin/resources';
import { served } from '../base/plugins/resources';
import { ADMIN_PAGE_SIZE } from '../../shared/admin/schemas';
import {
  ROBOTS_USER_AGENT,
  robotsAllows,
  sourceSchema,
  sourceTexts,
  type RobotsStatus,
  type Source as SourceDto,
} from '../../shared/admin/sources';
import { signedInUser } from '../base/identity/guards';
import { isUuid } from '../base/ids';
import { HttpError } from '../base/plugins/errors';
import { conflictOnUnique } from '../base/db/unique-conflict';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { cursorAtSql, keysetPage } from '../base/keyset';
import { Source, type SourceEntity } from './source.entity';

const FETCH_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 5;
/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt; the rest is ignored. */
const MAX_ROBOTS_BYTES = 512 * 1024;

const privateUrl = () => new HttpError(400, sourceTexts.urlPrivate);

/**
 * 400 for an address this server must not read: not http(s), or not on public addresses now (base/public-address.ts;
 * the connection-time check still guards Fetch now).
 */
async function assertPublicUrl(value: string): Promise<void> {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, sourceTexts.urlScheme);
  if (!(await looksPublic(url))) throw privateUrl();
}

type RobotsAnswer = { status: number; body: string } | { failure: string };

/** One GET without following redirects; the answer's Location, if any, is returned for the caller to check. */
function getOnce(url: URL, lookup: LookupFunction, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { lookup, signal, headers: { 'user-agent': `${ROBOTS_USER_AGENT}/1.0`, accept: 'text/plain, */*;q=0.1' } },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_ROBOTS_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).subarray(0, MAX_ROBOTS_BYTES).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Why a request failed, in words an admin can act on. */
function describeFailure(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `no answer within ${FETCH_TIMEOUT_MS / 1000} seconds`;
  const code = errorCode(error);
  if (['EAI_AGAIN', 'ENETUNREACH', 'ENETDOWN', 'EHOSTUNREACH'].includes(code)) return 'network unavailable';
  if (code === 'ENOTFOUND') return 'the name could not be resolved (network unavailable or unknown host)';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  return error instanceof Error ? error.message : 'request failed';
}

/**
 * GETs `{origin}/robots.txt` within FETCH_TIMEOUT_MS, following up to MAX_REDIRECTS redirects to http(s)
 * addresses, every connection through `lookup`. A refused address throws the 400; other failures are answers.
 */
export async function fetchRobotsTxt(site: URL, lookup: LookupFunction = publicOnlyLookup): Promise<RobotsAnswer> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = new URL('/robots.txt', site);
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (namesNonPublicHost(url) && isIP(hostOf(url))) throw privateUrl();
      const answer = await getOnce(url, lookup, signal);
      if (answer.status < 300 || answer.status >= 400 || !answer.location) return answer;
      if (redirects === MAX_REDIRECTS) return { failure: `more than ${MAX_REDIRECTS} redirects` };
      url = new URL(answer.location, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { failure: `redirected to ${url.protocol} address` };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (errorCode(error) === NON_PUBLIC_ADDRESS) throw privateUrl();
    return { failure: describeFailure(error, signal) };
  }
}

/** What Fetch now records: the robots status and the outcome in words (RFC 9309 for 4xx and 5xx). */
export function robotsOutcome(site: URL, answer: RobotsAnswer): { robotsStatus: RobotsStatus; outcome: string } {
  const host = site.host;
  if ('failure' in answer) return { robotsStatus: 'unreachable', outcome: `Could not reach ${host}: ${answer.failure}` };
  if (answer.status >= 200 && answer.status < 300) {
    const path = `${site.pathname}${site.search}`;
    return robotsAllows(answer.body, ROBOTS_USER_AGENT, path)
      ? { robotsStatus: 'allowed', outcome: `robots.txt of ${host} allows reading ${path}` }
      : { robotsStatus: 'disallowed', outcome: `robots.txt of ${host} disallows reading ${path}` };
  }
  if (answer.status >= 400 && answer.status < 500) {
    return { robotsStatus: 'allowed', outcome: `${host} has no robots.txt (HTTP ${answer.status}): reading is allowed` };
  }
  return { robotsStatus: 'unreachable', outcome: `${host} answered HTTP ${answer.status} for robots.txt: not read` };
}

/** The robots.txt client Fetch now uses; tests swap it for one that reaches their own local server. */
export const robotsClient = { fetch: fetchRobotsTxt };

type SourceFields = Pick<
  SourceEntity,
  'id' | 'siteName' | 'url' | 'robotsStatus' | 'allowedFields' | 'lastFetchedAt' | 'lastFetchOutcome' | 'createdAt'
>;

const toSource = (row: SourceFields): SourceDto => ({
  id: row.id,
  siteName: row.siteName,
  url: row.url,
  robotsStatus: sourceSchema.shape.robotsStatus.catch('unknown').parse(row.robotsStatus),
  allowedFields: row.allowedFields,
  lastFetchedAt: row.lastFetchedAt ? row.lastFetchedAt.toISOString() : null,
  lastFetchOutcome: row.lastFetchOutcome ?? null,
  createdAt: row.createdAt.toISOString(),
});

interface SourceRow {
  id: string;
  cursor_at: string;
  site_name: string;
  url: string;
  robots_status: string;
  allowed_fields: string[];
  last_fetched_at: Date | null;
  last_fetch_outcome: string | null;
}

async function findSourceOr404(em: EntityManager, id: string) {
  const source = isUuid(id) ? await em.findOne(Source, { id }) : null;
  if (!source) throw new HttpError(404, sourceTexts.notFound);
  return source;
}

/** Runs a write and turns the url's unique index firing (a concurrent add) into a 409. */
const guardUrl = <T>(url: string, write: () => Promise<T>) => conflictOnUnique(write, () => sourceTexts.urlTaken(url));

/** Admin panel Sources tab (docs/product/screens.md): list, add, edit, delete and Fetch now. Admins only, every write logged. */
export async function sourceAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A page at a time, newest first (a source just added is on the first page), optionally one robots status.
  routes.get(...served(app, adminResources.sources), async (request) => {
    const { robotsStatus, cursor } = request.query;
    const page = await keysetPage<SourceRow>(request.em, {
      select: `select s.id, ${cursorAtSql('s.created_at')} as cursor_at, s.site_name, s.url, s.robots_status, s.allowed_fields,
        s.last_fetched_at, s.last_fetch_outcome from sources s`,
      alias: 's',
      where: robotsStatus ? ['s.robots_status = ?'] : [],
      params: robotsStatus ? [robotsStatus] : [],
      cursor,
      size: ADMIN_PAGE_SIZE,
    });
    return {
      items: page.rows.map((row) =>
        toSource({
          id: row.id,
          siteName: row.site_name,
          url: row.url,
          robotsStatus: row.robots_status,
          allowedFields: row.allowed_fields,
          lastFetchedAt: row.last_fetched_at ? new Date(row.last_fetched_at) : null,
          lastFetchOutcome: row.last_fetch_outcome,
          createdAt: new Date(row.cursor_at),
        }),
      ),
      nextCursor: page.nextCursor,
    };
  });

  routes.post(...served(app, adminResources.createSource), async (request, reply) => {
    const actor = signedInUser(request);
    await assertPublicUrl(request.body.url);
    const source = await guardUrl(request.body.url, () =>
      request.em.transactional(async (em) => {
        if (await em.count(Source, { url: request.body.url })) throw new HttpError(409, sourceTexts.urlTaken(request.body.url));
        const created = em.create(Source, request.body);
        await em.flush();
        recordAdminAction(em, {
          actor,
          action: 'source.create',
          targetType: 'source',
          targetId: created.id,
          details: { url: created.url, siteName: created.siteName },
        });
        return created;
      }),
    );
    return reply.status(201).send(toSource(source));
  });

  routes.put(...served(app, adminResources.updateSource), async (request) => {
    const actor = signedInUser(request);
    await assertPublicUrl(request.body.url);
    const source = await guardUrl(request.body.url, () =>
      request.em.transactional(async (em) => {
        const existing = await findSourceOr404(em, request.params.id);
        const previousUrl = existing.url;
        if (previousUrl !== request.body.url && (await em.count(Source, { url: request.body.url }))) {
          throw new HttpError(409, sourceTexts.urlTaken(request.body.url));
        }
        em.assign(existing, request.body);
        // What robots.txt said was about the previous site: it has to be fetched again.
        if (new URL(previousUrl).origin !== new URL(existing.url).origin) {
          em.assign(existing, { robotsStatus: 'unknown', lastFetchedAt: null, lastFetchOutcome: null });
        }
        recordAdminAction(em, {
          actor,
          action: 'source.update',
          targetType: 'source',
          targetId: existing.id,
          details: { url: existing.url, previousUrl, siteName: existing.siteName, allowedFields: existing.allowedFields },
        });
        return existing;
      }),
    );
    return toSource(source);
  });

  routes.delete(...served(app, adminResources.deleteSource), async (request, reply) => {
    const actor = signedInUser(request);
    await request.em.transactional(async (em) => {
      const source = await findSourceOr404(em, request.params.id);
      recordAdminAction(em, {
        actor,
        action: 'source.delete',
        targetType: 'source',
        targetId: source.id,
        details: { url: source.url, siteName: source.siteName },
      });
      em.remove(source);
    });
    return reply.status(204).send();
  });

  // Fetch now: reads the site's robots.txt (outside any transaction: the network may be slow), then records it.
  routes.post(...served(app, adminResources.fetchSource), async (request) => {
    const actor = signedInUser(request);
    const { url } = await findSourceOr404(request.em.fork(), request.params.id);
    await assertPublicUrl(url);
    const site = new URL(url);
    const { robotsStatus, outcome } = robotsOutcome(site, await robotsClient.fetch(site));
    const source = await request.em.transactional(async (em) => {
      const existing = await findSourceOr404(em, request.params.id);
      em.assign(existing, { robotsStatus, lastFetchedAt: new Date(), lastFetchOutcome: outcome });
      recordAdminAction(em, {
        actor,
        action: 'source.fetch',
        targetType: 'source',
        targetId: existing.id,
        details: { url: existing.url, robotsStatus, outcome },
      });
      return existing;
    });
    return toSource(source);
  });
}
