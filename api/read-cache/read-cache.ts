import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/http-caching';
import type { CacheTopic } from './change-notifications';

/** More distinct addresses than this (DIY filters, unknown slugs) and the cache starts over: memory stays bounded. */
const MAX_ENTRIES = 1_000;

type Encoding = 'br' | 'gzip';

/** One answer, serialized once, with its ETag and its compressed forms made on first demand. */
class CachedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {
    this.etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  }

  as(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length },
            })
          : gzipSync(this.json, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The encoding to answer in: brotli, then gzip, as the client accepts them (`;q=0` refuses one). */
function negotiate(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const accepts = (name: Encoding) => new RegExp(`(^|[,\\s])${name}(?!\\s*;\\s*q=0(\\.0*)?\\s*(,|$))`).test(accepted);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Serialized answers of the read-mostly endpoints (catalogue, valuations and DIY videos; communities; events), kept
 * per topic until the data they come from changes. `isFresh` says whether changes are known to arrive (api/read-cache/change-notifications.ts):
 * when they may not, every answer is built afresh, as without a cache.
 */
export class ReadCache {
  private topics = new Map<CacheTopic, Map<string, Promise<CachedBody>>>();

  constructor(private readonly isFresh: () => boolean) {}

  /** Whether answers are being kept (changes are known to arrive). */
  get serving(): boolean {
    return this.isFresh();
  }

  /**
   * Forgets the answers of a topic (all of them without one): called on each change notification. Answers being
   * built now are not kept either.
   */
  clear(topic?: CacheTopic): void {
    if (topic) this.topics.delete(topic);
    else this.topics = new Map();
  }

  /**
   * Empties `topic` after every write route of `plugin` (any method but GET), before its answer goes out: the
   * writer's next read from this server is fresh at once; other servers hear of the change from PostgreSQL.
   */
  clearAfterWrites(plugin: FastifyInstance, topic: CacheTopic): void {
    plugin.addHook('onSend', async (request) => {
      if (request.method !== 'GET') this.clear(topic);
    });
  }

  private body(topic: CacheTopic, key: string, load: () => Promise<string>): Promise<CachedBody> {
    if (!this.isFresh()) return load().then((json) => new CachedBody(Buffer.from(json)));
    let entries = this.topics.get(topic);
    if (!entries) {
      entries = new Map();
      this.topics.set(topic, entries);
    }
    const kept = entries;
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // One build for every request that misses at the same moment.
      entry = load().then((json) => new CachedBody(Buffer.from(json)));
      entries.set(key, entry);
      entry.catch(() => kept.delete(key));
    }
    return entry;
  }

  /**
   * The cached answer for `key` as a value (built with `load` on a miss, and kept for `reply` to serve too): for
   * answers that are the same for everyone but for a detail added per caller (e.g. a member's own votes).
   */
  async value<Schema extends z.ZodType>(key: string, schema: Schema, load: () => Promise<z.input<Schema>>, topic: CacheTopic) {
    const body = await this.body(topic, key, async () => JSON.stringify(schema.parse(await load())));
    const parsed: unknown = JSON.parse(body.json.toString('utf8'));
    return schema.parse(parsed);
  }

  /**
   * Answers `request` from the cache, building the answer with `load` (checked and stripped by `schema`, as the
   * route's serializer would) on a miss: ETag and 304, and brotli or gzip made once per change, not per request.
   */
  async reply<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: Schema,
    load: () => Promise<z.input<Schema>>,
    topic: CacheTopic = 'catalogue',
  ) {
    const body = await this.body(topic, request.url, async () => JSON.stringify(schema.parse(await load())));
    reply.header('etag', body.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
    const encoding = body.json.length >= COMPRESS_THRESHOLD_BYTES ? negotiate(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(body.json);
    return reply.header('content-encoding', encoding).send(body.as(encoding));
  }
}
