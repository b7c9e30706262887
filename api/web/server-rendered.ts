import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SERVER_RENDERED_PAGES, serverRenderedTemplate, type ServerRenderedPage } from '@shared/pwa/documents';
import type { FirstScreenRenderer } from '@shared/pwa/first-screen';
import { fillFirstScreen } from '@shared/pwa/first-screen-document';
import type { IncomingHttpHeaders } from 'node:http';
import { readyRuleOf, type CacheTopic } from '../base/read-cache/cache-table';
import { headOf, negotiate, sentAsIs, type SentHead } from '../base/read-cache/read-cache';

/**
 * The read cache's topics each page's data belongs to: a change to one empties the page's kept renders too. A page
 * with a topic whose answers are each member's own (the forum's votes) is rendered for visitors only (requests
 * without a cookie): a member gets the shell, whose app asks as them.
 */
const TOPICS_OF: Record<ServerRenderedPage['name'], readonly CacheTopic[]> = {
  'show-car': ['shows'],
  event: ['events', 'shows'],
  forum: ['forum'],
  community: ['forum'],
  post: ['forum'],
};
/** Kept renders per page, at most (a show of a thousand cars and then some). */
const MAX_KEPT = 2_000;

/** The renderer the build wrote (pwa/src/app/serverRender.tsx, `vite build --ssr`); undefined without a build. */
export async function loadFirstScreenRenderer(file: string): Promise<FirstScreenRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  const renderer = module as Partial<FirstScreenRenderer>;
  return typeof renderer.renderFirstScreen === 'function' ? (module as FirstScreenRenderer) : undefined;
}

type Variant = 'br' | 'gzip' | 'identity';

/**
 * One page as sent: its HTML, with brotli and gzip copies made once per render, and how Fastify sent each copy once
 * it has (every plugin's headers in it), so that later requests for it are answered ready, before Fastify.
 */
interface Rendered {
  bodies: Record<Variant, Buffer>;
  heads: Map<Variant, SentHead>;
  /** When the page stops being true by the clock alone (ms), if it reads the clock. */
  expiresAt?: number;
}

/** A render on its way (`building`), and once built. */
interface KeptRender {
  building: Promise<Rendered | null>;
  built?: Rendered;
}

/** Answers a kept page as Fastify sent it (api/base/read-cache/ready-answers.ts); undefined when none is ready. */
export type ReadyPages = (url: string, headers: IncomingHttpHeaders) => { head: SentHead; payload: Buffer } | undefined;

function compressed(html: string): Rendered {
  const body = Buffer.from(html, 'utf8');
  // Quick brotli, as for the shows' answers that change on show day (api/base/read-cache/cache-table.ts).
  const quality = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  return { bodies: { identity: body, br: brotliCompressSync(body, { params: quality }), gzip: gzipSync(body) }, heads: new Map() };
}

const variantOf = (headers: IncomingHttpHeaders): Variant => negotiate(headers['accept-encoding']) ?? 'identity';

function send(request: FastifyRequest, reply: FastifyReply, page: Rendered, kept: boolean) {
  const variant = variantOf(request.headers);
  const body = page.bodies[variant];
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (variant !== 'identity') reply.header('Content-Encoding', variant);
  if (kept && request.method === 'GET' && !page.heads.has(variant)) {
    // Once it is out, as it went: only if no plugin changed its encoding or length on the way.
    reply.raw.once('finish', () => {
      const head = headOf(reply);
      if (head && sentAsIs(head, variant, body)) page.heads.set(variant, head);
    });
  }
  return reply.send(body);
}

/**
 * The pages of SERVER_RENDERED_PAGES, answered on a visit with their first screen in the HTML and the data it was
 * rendered from beside it, as a visitor sees them: the API is asked without the caller's cookie. Each
 * render is kept until the read cache empties its topic (one render per change, not per request). Without a
 * renderer, or when a read is not a 200 (no such car), the shell answers as for any other page.
 */
export function registerServerRenderedPages(
  app: FastifyInstance,
  { webRoot, renderer, sendShell }: { webRoot: string; renderer: FirstScreenRenderer; sendShell: (reply: FastifyReply) => FastifyReply },
): ReadyPages {
  const readyIn: ReadyPages[] = [];
  for (const page of SERVER_RENDERED_PAGES) {
    const templateFile = path.join(webRoot, serverRenderedTemplate(page));
    if (!existsSync(templateFile)) continue;
    const template = readFileSync(templateFile, 'utf8');
    const topics = TOPICS_OF[page.name];
    const visitorsOnly = topics.some((topic) => readyRuleOf(topic)?.to === 'visitors');
    const rendersFor = (headers: IncomingHttpHeaders) => !visitorsOnly || headers.cookie === undefined;
    // A show's People's Choice opening or closing makes its pages untrue by the clock alone.
    const dropExpired = () => topics.forEach((topic) => app.readCache.dropExpired(topic));
    // A render on its way, then built (a ready answer needs no promise), as the read cache keeps its answers.
    const kept = new Map<string, KeptRender>();
    for (const topic of topics) app.readCache.whenCleared(topic, () => kept.clear());
    readyIn.push((url, headers) => {
      // Every request of the site asks each page: one lookup for the addresses that are not this page's.
      if (!app.readCache.serving || !kept.has(url) || !rendersFor(headers)) return undefined;
      dropExpired();
      const rendered = keptFor(url)?.built;
      const variant = variantOf(headers);
      const head = rendered?.heads.get(variant);
      return rendered && head && { head, payload: rendered.bodies[variant] };
    });

    const fetchAsVisitor = async (address: string) => {
      const answer = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } });
      return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json<unknown>() : null };
    };
    const build = async (url: string): Promise<Rendered | null> => {
      const rendered = await renderer.renderFirstScreen(url, fetchAsVisitor);
      if (!rendered) return null;
      const expiresAt = rendered.changesAt === undefined ? Number.NaN : Date.parse(rendered.changesAt);
      // Only an instant still ahead: one already past holds for good.
      const sent = compressed(fillFirstScreen(template, url, rendered));
      return expiresAt > Date.now() ? { ...sent, expiresAt } : sent;
    };
    /** The kept render of `url`, unless the clock has made it untrue (then it is dropped). */
    const keptFor = (url: string) => {
      const entry = kept.get(url);
      if (entry?.built?.expiresAt !== undefined && Date.now() >= entry.built.expiresAt) {
        kept.delete(url);
        return undefined;
      }
      return entry;
    };

    app.get(page.route, async (request, reply) => {
      const url = request.url;
      if (!rendersFor(request.headers)) return sendShell(reply);
      dropExpired();
      let rendering = app.readCache.serving ? keptFor(url)?.building : undefined;
      if (!rendering) {
        rendering = build(url);
        if (app.readCache.serving) {
          if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? url);
          const entry: KeptRender = { building: rendering };
          kept.set(url, entry);
          void rendering.then(
            (rendered) => {
              if (rendered) entry.built = rendered;
            },
            () => kept.get(url) === entry && kept.delete(url),
          );
        }
      }
      try {
        const rendered = await rendering;
        return rendered ? send(request, reply, rendered, kept.has(url)) : sendShell(reply);
      } catch (error) {
        // The page still opens: the shell, whose app asks the API itself.
        request.log.error({ err: error, url }, 'server render failed');
        return sendShell(reply);
      }
    });
  }
  return (url, headers) => {
    for (const ready of readyIn) {
      const answer = ready(url, headers);
      if (answer) return answer;
    }
    return undefined;
  };
}
