import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/http-caching';
import { CACHE_TOPICS, compressesQuickly, readyRuleOf, staleWhileBusy, type CacheTopic, type ReadyRule, type Variant } from './cache-table';
import { stringifyAscii } from '../plugins/ascii-json';

/**
 * Answers kept per topic at most (DIY filters, unknown slugs, members' own answers): past it, the oldest kept answer
 * makes room, so memory stays bounded.
 */
export const MAX_ENTRIES = 2_000;
/** How long after its topic changed a kept answer may still be sent while the database is busy (cache-table.ts's staleWhileBusy). */
export const STALE_WHILE_BUSY_MS = 2_000;

type Encoding = Exclude<Variant, 'identity' | 'not-modified'>;

/** The status and headers an answer went out with from Fastify, to be sent again as they were (ready-answers.ts). */
export type SentHead = { readonly status: number; readonly headers: Readonly<Record<string, string | string[]>> };

/** The topics whose kept answers may be sent before Fastify sees the request (ready-answers.ts): cache-table.ts. */
const READY_TOPICS = CACHE_TOPICS.flatMap((topic) => {
  const rule = readyRuleOf(topic);
  return rule ? [{ topic, rule }] : [];
});
/** Whether a request may get a ready answer by `rule`: a visitor's answer never goes to a request with a cookie. */
const readyFor = (rule: ReadyRule, headers: IncomingHttpHeaders) => rule.to === 'everyone' || headers.cookie === undefined;

/**
 * The key an answer is kept under: the path and the query parameters its route lists (`queryNames`, in that order,
 * decoded as the route's parser does), so a parameter the route ignores (`?x=…`, a cache buster, an older app's) and
 * another spelling of the same query share the answer instead of building and keeping one more of it.
 */
export function cacheKey(url: string, queryNames: readonly string[]): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  const query = new URLSearchParams(url.slice(at + 1));
  const known = new URLSearchParams();
  for (const name of queryNames) for (const value of query.getAll(name)) known.append(name, value);
  return known.size === 0 ? path : `${path}?${known.toString()}`;
}

/** The query parameters a route lists, once per schema; undefined when its schema does not list them (then: the raw URL). */
const namesBySchema = new WeakMap<object, readonly string[] | undefined>();
function queryNamesOf(request: FastifyRequest): readonly string[] | undefined {
  const schema = request.routeOptions.schema?.querystring;
  if (!schema) return [];
  if (!namesBySchema.has(schema)) namesBySchema.set(schema, schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined);
  return namesBySchema.get(schema);
}

/** An answer with headers of its own (e.g. the next page's cursor): the cache keeps them and sends them with it. */
export class WithHeaders<Value> {
  constructor(
    readonly value: Value,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/**
 * An answer carrying the moment it was made (`field`, e.g. `generatedAt`): its ETag leaves that out, so the same
 * content has the same ETag whenever and on whichever server it is rebuilt, and a client's revalidation still gets its
 * 304 after a rebuild or from another server.
 */
export class Stamped<Value> {
  constructor(
    readonly value: Value,
    readonly field: string,
  ) {}

  /** The value's JSON without its stamp. */
  unstamped(): string {
    return stringifyAscii({ ...(this.value as object), [this.field]: undefined });
  }
}

/** What a kept answer's `load` gives: the value, or it with headers of its own, or with a stamp left out of its ETag. */
type Loaded<Value> = Value | WithHeaders<Value> | Stamped<Value>;

/**
 * One answer, checked and serialized once, with its ETag and its compressed forms made on first demand. Answers that
 * others are made from (`ReadCache.value`) keep the checked value too, so those need not parse it again.
 */
class CachedBody {
  readonly etag: string;
  readonly json: Buffer;
  readonly headers: Readonly<Record<string, string>>;
  checked: unknown;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly encoding = new Map<Encoding, Promise<Buffer>>();
  private readonly sentHeads = new Map<Variant, SentHead>();

  /** `keep`: `value` keeps the checked value too; `quick`: compressed quickly (an answer rebuilt on every change). */
  constructor(
    loaded: unknown,
    private readonly keep: { value: boolean; quick: boolean },
  ) {
    const value: unknown = loaded instanceof WithHeaders || loaded instanceof Stamped ? loaded.value : loaded;
    this.headers = loaded instanceof WithHeaders ? loaded.headers : {};
    this.json = Buffer.from(stringifyAscii(value));
    const tagged = loaded instanceof Stamped ? Buffer.from(loaded.unstamped()) : this.json;
    this.etag = `"${createHash('sha1').update(tagged).digest('base64url')}"`;
    this.checked = keep.value ? value : undefined;
  }

  /**
   * The body in `encoding`, compressed on the first demand and shared by every request asking meanwhile. Compressed on
   * libuv's threads, not the event loop: a show's answer is rebuilt on each change and, when a crowd revalidates,
   * compressing it on the event loop held every other request back. Brotli at its best quality for answers kept until
   * an admin edit: on the catalogue's JSON, 11 is both smaller and quicker than 9 (the value guide: 4.7 KB in 39 ms
   * against 5.4 KB in 65 ms), made once per change.
   */
  encode(encoding: Encoding): Promise<Buffer> {
    let body = this.encoding.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? compressBrotli(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: this.keep.quick ? 4 : 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : compressGzip(this.json, { level: this.keep.quick ? 6 : 9 });
      body.then(
        (encoded) => this.encoded.set(encoding, encoded),
        () => this.encoding.delete(encoding),
      );
      this.encoding.set(encoding, body);
    }
    return body;
  }

  /** The body in `encoding` if it is compressed already. */
  encodedAs(encoding: Encoding): Buffer | undefined {
    return this.encoded.get(encoding);
  }

  /** The body of `variant` as it went out: none for a 304, nor for an encoding not compressed yet. */
  payload(variant: Variant): Buffer | undefined {
    if (variant === 'not-modified') return undefined;
    return variant === 'identity' ? this.json : this.encodedAs(variant);
  }

  /** How Fastify sent `variant` of this answer, once it has. */
  sentHead(variant: Variant): SentHead | undefined {
    return this.sentHeads.get(variant);
  }

  /**
   * Keeps how `variant` went out, if it went out as this body has it: a plugin may have sent it otherwise (e.g.
   * @fastify/compress encodes a plain answer for `Accept-Encoding: *`), and those headers must never go with it.
   */
  rememberHead(variant: Variant, head: SentHead): void {
    const untouched = variant === 'not-modified' ? head.status === 304 : sentAsIs(head, variant, this.payload(variant));
    if (untouched) this.sentHeads.set(variant, head);
  }
}

/** Whether a 200 went out as `body` is in `variant`: no plugin changed its encoding or length on the way. */
export function sentAsIs(head: SentHead, variant: Encoding | 'identity', body: Buffer | undefined): boolean {
  return (
    head.status === 200 &&
    head.headers['content-encoding'] === (variant === 'identity' ? undefined : variant) &&
    head.headers['content-length'] === String(body?.length)
  );
}

const compressBrotli = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const compressGzip = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/** A kept answer: being built, then built (so a hit needs no promise). */
type Entry = { readonly building: Promise<CachedBody>; built?: CachedBody };

/** Built once, not per request: `name` listed, and not with `;q=0`. */
const accepting = (name: Encoding) => new RegExp(`(^|[,\\s])${name}(?!\\s*;\\s*q=0(\\.0*)?\\s*(,|$))`);
const ACCEPTS = { br: accepting('br'), gzip: accepting('gzip') } satisfies Record<Encoding, RegExp>;

/** The encoding to answer in: brotli, then gzip, as the client accepts them (`;q=0` refuses one). */
export function negotiate(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (ACCEPTS.br.test(accepted)) return 'br';
  if (ACCEPTS.gzip.test(accepted)) return 'gzip';
  return undefined;
}

/** What `load` gave, checked and stripped by `schema` as the route's serializer would, its own headers kept. */
function checkedBy<Schema extends z.ZodType>(schema: Schema, loaded: Loaded<z.input<Schema>>) {
  if (loaded instanceof WithHeaders) return new WithHeaders(schema.parse(loaded.value), loaded.headers);
  if (loaded instanceof Stamped) return new Stamped(schema.parse(loaded.value), loaded.field);
  return schema.parse(loaded);
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** The form of `body` a request with these headers gets. */
function variantFor(body: CachedBody, headers: IncomingHttpHeaders): Variant {
  if (matches(headers['if-none-match'], body.etag)) return 'not-modified';
  if (body.json.length < COMPRESS_THRESHOLD_BYTES) return 'identity';
  return negotiate(headers['accept-encoding']) ?? 'identity';
}

/** Headers as they can be sent again: the answer's own, none of them made for one caller. */
export function headOf(reply: FastifyReply): SentHead | undefined {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  // A cookie is one caller's: such an answer is never sent to another.
  return 'set-cookie' in headers ? undefined : { status: reply.statusCode, headers };
}

/**
 * Serialized answers of the read-mostly endpoints (catalogue, valuations and DIY videos; communities; events), kept
 * per topic until the data they come from changes. `isFresh` says whether changes are known to arrive (api/base/read-cache/change-notifications.ts):
 * when they may not, every answer is built afresh, as without a cache.
 */
export class ReadCache {
  private topics = new Map<CacheTopic, Map<string, Entry>>();
  /** For staleWhileBusy topics: each answer as it was built before the topic changed, and when that change came. */
  private readonly before = new Map<CacheTopic, Map<string, { body: CachedBody; changedAt: number }>>();
  /** When a staleWhileBusy topic's emptied answers changed: a build that ends after it is kept as before it. */
  private readonly changedAtOf = new WeakMap<Map<string, Entry>, number>();
  /** Whether requests are waiting for a database connection now (the plugin tells it the pool's state). */
  private busy: () => boolean = () => false;
  /** When a topic's answers become untrue by the clock alone (`expireAt`), in ms since the epoch. */
  private readonly expiries = new Map<CacheTopic, number>();
  private readonly clearListeners: Array<{ topic: CacheTopic; forget: (payload?: string) => void }> = [];
  /** Told of every lookup, kept (a hit) or built (a miss): the metrics (api/base/metrics). */
  private lookups: (topic: CacheTopic, hit: boolean) => void = () => {};

  /** Counts each lookup of a kept answer, hit or miss (one listener: the metrics). */
  countLookups(count: (topic: CacheTopic, hit: boolean) => void): void {
    this.lookups = count;
  }

  /** For each path asked with a query, the parameters its route lists: how ready() keys a URL before Fastify parses it. */
  private readonly queryNamesByPath = new Map<string, readonly string[]>();

  constructor(private readonly isFresh: () => boolean) {}

  /** The key `request`'s answer is kept under (cacheKey): for `value` and `replyForCaller`, which `reply` shares. */
  keyOf(request: FastifyRequest): string {
    const { url } = request;
    const at = url.indexOf('?');
    if (at === -1) return url;
    const names = queryNamesOf(request);
    if (!names) return url;
    const path = url.slice(0, at);
    if (!this.queryNamesByPath.has(path)) {
      if (this.queryNamesByPath.size >= MAX_ENTRIES) this.queryNamesByPath.delete(this.queryNamesByPath.keys().next().value ?? path);
      this.queryNamesByPath.set(path, names);
    }
    return cacheKey(url, names);
  }

  /** ready()'s key of a raw URL: undefined while no request of its path with a query has reached its route. */
  private readyKeyOf(url: string): string | undefined {
    const at = url.indexOf('?');
    if (at === -1) return url;
    const names = this.queryNamesByPath.get(url.slice(0, at));
    return names && cacheKey(url, names);
  }

  /** Tells the cache how to know that requests wait for the database (staleWhileBusy). */
  whileBusy(busy: () => boolean): void {
    this.busy = busy;
  }

  /** Whether answers are being kept (changes are known to arrive). */
  get serving(): boolean {
    return this.isFresh();
  }

  /**
   * Forgets the answers of a topic (all of them without one): called on each change notification. Answers being
   * built now are not kept either. `payload` (a notification's, e.g. a member id) goes to the topic's listeners.
   */
  clear(topic?: CacheTopic, payload?: string): void {
    if (topic) this.keepAsBefore(topic);
    else this.before.clear();
    this.forget(topic, payload);
  }

  /**
   * The topic's answers as they were before this change, kept for STALE_WHILE_BUSY_MS: those built, and those being
   * built, once they are (their data is from before the change too). A later change keeps newer ones.
   */
  private keepAsBefore(topic: CacheTopic): void {
    const entries = this.topics.get(topic);
    if (!staleWhileBusy(topic) || !entries) return;
    const changedAt = Date.now();
    this.changedAtOf.set(entries, changedAt);
    for (const [key, entry] of entries) if (entry.built) this.keepBefore(topic, key, entry.built, changedAt);
  }

  private keepBefore(topic: CacheTopic, key: string, body: CachedBody, changedAt: number): void {
    let kept = this.before.get(topic);
    if (!kept) this.before.set(topic, (kept = new Map<string, { body: CachedBody; changedAt: number }>()));
    const known = kept.get(key);
    if (known && known.changedAt >= changedAt) return;
    kept.delete(key);
    kept.set(key, { body, changedAt });
    const now = Date.now();
    for (const [oldest, { changedAt: at }] of kept) {
      if (kept.size <= MAX_ENTRIES && now - at <= STALE_WHILE_BUSY_MS) break;
      kept.delete(oldest);
    }
  }

  /** The answer kept before `topic` last changed, while the database is busy and that change is recent enough. */
  private keptBefore(topic: CacheTopic, key: string): CachedBody | undefined {
    const kept = staleWhileBusy(topic) ? this.before.get(topic)?.get(key) : undefined;
    return kept && Date.now() - kept.changedAt <= STALE_WHILE_BUSY_MS && this.isFresh() && this.busy() ? kept.body : undefined;
  }

  /** Forgets the topic's answers (every topic's without one) and tells its listeners. */
  private forget(topic?: CacheTopic, payload?: string): void {
    if (topic) {
      this.topics.delete(topic);
      this.expiries.delete(topic);
    } else {
      this.topics = new Map();
      this.expiries.clear();
    }
    for (const listener of this.clearListeners) if (!topic || listener.topic === topic) listener.forget(topic ? payload : undefined);
  }

  /**
   * Empties `topic` once `at` has come, unless it is emptied earlier: for answers that time makes untrue with no
   * change in the database (e.g. an event moves from upcoming to past when it starts).
   */
  expireAt(topic: CacheTopic, at: Date): void {
    const current = this.expiries.get(topic);
    if (current === undefined || at.getTime() < current) this.expiries.set(topic, at.getTime());
  }

  /**
   * Empties `topic` if the clock has made its answers untrue (`expireAt`): for caches kept elsewhere (`whenCleared`),
   * which ask before serving what they keep, as a read of the topic here would.
   */
  dropExpired(topic: CacheTopic): void {
    this.entriesOf(topic);
  }

  /** The answers kept for `topic`, once those the clock has made untrue are dropped. */
  private entriesOf(topic: CacheTopic): Map<string, Entry> | undefined {
    const expiry = this.expiries.get(topic);
    if (expiry !== undefined && Date.now() >= expiry) {
      // Untrue by the clock: nothing of it is kept to be sent while the database is busy either.
      this.before.delete(topic);
      this.forget(topic);
    }
    return this.topics.get(topic);
  }

  /**
   * For caches kept elsewhere (e.g. sessions): `forget` runs whenever `topic` is emptied here, with the notification's
   * payload when it carried one (forget only that), without when everything goes.
   */
  whenCleared(topic: CacheTopic, forget: (payload?: string) => void): void {
    this.clearListeners.push({ topic, forget });
  }

  /** The built answer for `key`, if one is kept: served without waiting for anything. */
  private built(topic: CacheTopic, key: string): CachedBody | undefined {
    return this.isFresh() ? this.entriesOf(topic)?.get(key)?.built : undefined;
  }

  private body(
    topic: CacheTopic,
    key: string,
    load: () => Promise<unknown>,
    keep: { value: boolean; quick: boolean },
  ): Promise<CachedBody> {
    if (!this.isFresh()) {
      this.lookups(topic, false);
      return load().then((value) => new CachedBody(value, keep));
    }
    let entries = this.entriesOf(topic);
    if (!entries) {
      entries = new Map();
      this.topics.set(topic, entries);
    }
    const kept = entries;
    const entry = entries.get(key);
    this.lookups(topic, entry !== undefined);
    if (entry) return entry.building;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? key);
    // One build for every request that misses at the same moment.
    const building = load().then((value) => new CachedBody(value, keep));
    const started: Entry = { building };
    entries.set(key, started);
    building.then(
      (body) => {
        started.built = body;
        // The topic changed while this was built: what it built is how things were before that change.
        const changedAt = this.changedAtOf.get(kept);
        if (changedAt !== undefined) this.keepBefore(topic, key, body, changedAt);
      },
      () => kept.delete(key),
    );
    return building;
  }

  /**
   * The cached answer for `key` as a value (built with `load` on a miss, and kept for `reply` to serve too): for
   * answers that are the same for everyone but for a detail added per caller (e.g. a member's own votes). It is the
   * very object the cache keeps, already checked by `schema`: read it, never change it (build a new one).
   */
  async value<Schema extends z.ZodType>(
    key: string,
    schema: Schema,
    load: () => Promise<z.input<Schema>>,
    topic: CacheTopic,
  ): Promise<Readonly<z.output<Schema>>> {
    const body = await this.body(topic, key, async () => schema.parse(await load()), { value: true, quick: false });
    // Kept by a build here, or parsed once from an answer `reply` built: checked by `schema` either way.
    body.checked ??= schema.parse(JSON.parse(body.json.toString('utf8')));
    return body.checked as z.output<Schema>;
  }

  /**
   * Answers `request` from the cache, building the answer with `load` (checked and stripped by `schema`, as the
   * route's serializer would) on a miss: ETag and 304, and brotli or gzip made once per change, not per request.
   * `load` may give headers of the answer's own with it (`WithHeaders`): they go out with every copy.
   */
  reply<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: Schema,
    load: () => Promise<Loaded<z.input<Schema>>>,
    topic: CacheTopic = 'catalogue',
  ): void | Promise<void> {
    // A hit is sent at once, with no promise made (most requests: the cheapest way to serve them). The route's handler
    // must then not be async: Fastify would take its `undefined` for an answer still to send.
    const key = this.keyOf(request);
    const built = this.built(topic, key);
    if (built) {
      this.lookups(topic, true);
      return this.sendKept(request, reply, built, topic);
    }
    // A busy database is not asked for an answer that changed only a moment ago: it goes out as it was. The fresh one
    // is built by the first request after that moment, or once the database is no longer busy.
    const before = this.keptBefore(topic, key);
    if (before) {
      this.lookups(topic, true);
      return this.sendKept(request, reply, before);
    }
    const building = this.body(topic, key, () => load().then((loaded) => checkedBy(schema, loaded)), {
      value: false,
      quick: compressesQuickly(topic),
    });
    return this.sendWhenBuilt(request, reply, building, topic);
  }

  /**
   * The kept answer to a GET of `url` (keyed as its route keys it), in the form these headers ask for, if Fastify has sent that form before:
   * what ready-answers.ts sends without Fastify. Only while answers are being kept, and by cache-table.ts's rules.
   */
  ready(url: string, headers: IncomingHttpHeaders): { head: SentHead; payload: Buffer | undefined } | undefined {
    const key = this.readyKeyOf(url);
    if (key === undefined) return undefined;
    for (const { topic, rule } of READY_TOPICS) {
      const body = this.built(topic, key);
      if (!body) continue;
      if (!readyFor(rule, headers)) return undefined;
      const variant = variantFor(body, headers);
      if (!rule.variants.includes(variant)) return undefined;
      const head = body.sentHead(variant);
      if (head) this.lookups(topic, true);
      return head && { head, payload: body.payload(variant) };
    }
    return undefined;
  }

  /**
   * Answers `request` with an answer for this caller alone, kept under `key` (which must say whose it is) until
   * `topic` changes: a cached answer (`value`, checked already) with a detail of the caller's added, typed, so it is
   * not checked again. It is rebuilt for every caller on every change, so it is compressed quickly.
   */
  replyForCaller<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    _schema: Schema,
    load: () => Promise<z.output<Schema>>,
    topic: CacheTopic,
    key: string,
  ): void | Promise<void> {
    const built = this.built(topic, key);
    if (built) {
      this.lookups(topic, true);
      return this.sendKept(request, reply, built);
    }
    return this.sendWhenBuilt(request, reply, this.body(topic, key, load, { value: false, quick: true }));
  }

  /** A kept answer: sent at once, with no promise made, when its form is at hand; else once it is compressed. */
  private sendKept(request: FastifyRequest, reply: FastifyReply, body: CachedBody, topic?: CacheTopic): void | Promise<void> {
    const sending = this.send(request, reply, body, topic);
    if (sending instanceof Promise) return sending.then(() => undefined);
  }

  /** Settles once the answer has gone out (a reply is a thenable that does), as an async handler's promise must. */
  private async sendWhenBuilt(
    request: FastifyRequest,
    reply: FastifyReply,
    building: Promise<CachedBody>,
    topic?: CacheTopic,
  ): Promise<void> {
    return this.send(request, reply, await building, topic);
  }

  /** `topic`: of an answer kept under its URL (`reply`), which ready-answers.ts may send again once it has gone out. */
  private send(request: FastifyRequest, reply: FastifyReply, body: CachedBody, topic?: CacheTopic) {
    reply.headers(body.headers);
    reply.header('etag', body.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const variant = variantFor(body, request.headers);
    if (topic && readyRuleOf(topic) && request.method === 'GET' && !body.sentHead(variant)) {
      // Once it is out, with every header each plugin gave it (security, caching, length).
      reply.raw.once('finish', () => {
        const head = headOf(reply);
        if (head) body.rememberHead(variant, head);
      });
    }
    if (variant === 'not-modified') return reply.code(304).send();
    if (variant === 'identity') return reply.send(body.json);
    const encoded = body.encodedAs(variant);
    if (encoded) return reply.header('content-encoding', variant).send(encoded);
    return body.encode(variant).then((compressed) => reply.header('content-encoding', variant).send(compressed));
  }
}
