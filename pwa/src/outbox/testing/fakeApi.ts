import { commentCreateSchema, postCreateSchema, voteSchema } from '@shared/community/forum-schemas';
import { eventCreateSchema } from '@shared/events/schemas';
import { WRITTEN_BY_HEADER } from '@shared/http/written-by';
import { messageSendSchema } from '@shared/messages/schemas';

export const ME = '11111111-1111-4111-8111-111111111111';
export const BOB = '22222222-2222-4222-8222-222222222222';

/**
 * The API's write routes as the outbox sees them, for unit tests: each parses what it gets with the route's shared
 * schema, recognises a repeat as the API does (a create's client id, a photo's Idempotency-Key; a vote sets a value)
 * and keeps what it stored in `stored`, once. A write named as another member's than the session's is refused (401).
 */
export function fakeApi() {
  /** What the server holds, in the order it stored it: `event:{id}`, `photo:{key}`, `post:{id}`, `vote:…=value`. */
  const stored: string[] = [];
  /** Every request, as `METHOD url`, in order. */
  const calls: string[] = [];
  const session = { memberId: ME };
  /** The next request of that `METHOD url` does its work, then its answer is lost, or does not come (`hang`). */
  const cut = new Map<string, 'lost' | 'hang'>();
  /** Every request of that `METHOD url` is refused with this status, message and headers (before any work). */
  const refuse = new Map<string, { status: number; message: string; headers?: Record<string, string> }>();
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  const keep = (key: string) => {
    if (stored.includes(key)) return 200;
    stored.push(key);
    return 201;
  };
  const keepVote = (target: string, value: number) => {
    const at = stored.findIndex((key) => key.startsWith(`${target}=`));
    if (at >= 0) stored.splice(at, 1);
    stored.push(`${target}=${value}`);
    return 200;
  };

  function work(url: string, method: string, init: RequestInit): number {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    if (method === 'POST' && url === '/api/events') return keep(`event:${eventCreateSchema.parse(body).id}`);
    if (method === 'POST' && /^\/api\/events\/[^/]+\/images$/.test(url)) {
      return keep(`photo:${new Headers(init.headers).get('Idempotency-Key')}`);
    }
    if (method === 'POST' && url === '/api/posts') return keep(`post:${postCreateSchema.parse(body).id}`);
    if (method === 'POST' && /^\/api\/posts\/[^/]+\/image$/.test(url)) return keep(`post-image:${url.split('/')[3]}`);
    if (method === 'POST' && /^\/api\/posts\/[^/]+\/comments$/.test(url)) return keep(`comment:${commentCreateSchema.parse(body).id}`);
    if (method === 'PUT' && url.endsWith('/vote')) return keepVote(`vote:${url.split('/')[3]}`, voteSchema.parse(body).value);
    if (method === 'POST' && url.startsWith('/api/messages/threads/')) return keep(`message:${messageSendSchema.parse(body).clientId}`);
    throw new Error(`no such route in the fake API: ${method} ${url}`);
  }

  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const call = `${method} ${url}`;
    calls.push(call);
    if (new Headers(init.headers).get(WRITTEN_BY_HEADER) !== session.memberId) return json(401, { message: 'Please sign in' });
    const refusal = refuse.get(call);
    if (refusal) return json(refusal.status, { message: refusal.message }, refusal.headers);
    const status = work(url, method, init);
    const how = cut.get(call);
    cut.delete(call);
    if (how === 'lost') throw new TypeError('Failed to fetch');
    // No answer: the request waits until the sender gives up (its timeout), as fetch does.
    if (how === 'hang')
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))),
      );
    return json(status, {});
  };
  return { fetch, stored, calls, session, cut, refuse };
}
