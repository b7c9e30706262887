import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CONFIRM_MAX_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS,
  SIGN_UP_MAX_PER_ADDRESS,
} from '@shared/auth/limits';
import { newEventPayload } from '../../events/event-fixture';
import { newAccount, register, requester, type Method, type Requester } from '../../test/http';
import { smallPng } from '../../test/multipart';
import { contractChecker, type OpenApiDocument } from '../../test/openapi-contract';
import { createTestApp, type TestContext } from '../../test/test-app';
import { openStream, STREAM } from '../../notifications/unread-stream-fixture';
import { UNREAD_STREAMS_PER_MEMBER } from '@shared/notifications/limits';
import { RATE_LIMITS, type RateLimitedAction } from '../limits/member-writes';

/**
 * Drives every limited route past its limit and checks the answer against the served document: a status the
 * operation lists, with Retry-After and the error body. A limit the document does not list is a status a client
 * generated from it cannot handle.
 */
let ctx: TestContext;
let document: OpenApiDocument;
let check: ReturnType<typeof contractChecker>;
beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
  check = contractChecker(document);
});
afterAll(() => ctx.close());

type Answer = Awaited<ReturnType<Requester['request']>>;

/** A new member with a client address of their own, and requests as them. */
async function newMember() {
  const member = await register(ctx.app);
  return { ...member, api: requester(ctx.app, { cookie: member.cookie }) };
}

let addresses = 0;
/** A client address no other case uses, so the cases' address limits stay apart. */
const freshAddress = () => `10.57.${(++addresses >> 8) & 255}.${addresses & 255}`;

/** Repeats `call` until it answers something else than `ok`, at most `times + 1` times; returns that answer. */
async function repeatPast(times: number, call: () => Promise<Answer>, ok: number): Promise<Answer> {
  for (let i = 0; i < times; i++) {
    const answer = await call();
    expect(answer.statusCode, answer.body).toBe(ok);
  }
  return call();
}

/**
 * Uses up `member`'s budget of `action` in the table the write limit reads (filling 120 votes or 30 photos through
 * the routes would only slow the walk; api/base/limits/member-writes.test.ts proves the routes count each write).
 */
async function spend(userId: string, action: RateLimitedAction) {
  await ctx.orm.em
    .fork()
    .getConnection()
    .execute(`insert into rate_limit_hits (user_id, action) select ?, ? from generate_series(1, ?)`, [
      userId,
      action,
      RATE_LIMITS[action].max,
    ]);
}

interface LimitedRoute {
  method: Method;
  path: string;
  /** The limit driven past. */
  limit: string;
  /** The member write limit it counts, if one. */
  action?: RateLimitedAction;
  /** Drives the route past the limit and returns the answer past it. */
  exceed(): Promise<Answer>;
}

const wrongPasswords = LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;

const authRoutes: LimitedRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    limit: 'sign-ups per client address',
    async exceed() {
      const remoteAddress = freshAddress();
      return repeatPast(SIGN_UP_MAX_PER_ADDRESS, () => ctx.api.post('/api/auth/register', newAccount(), { remoteAddress }), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    limit: 'wrong passwords per account and client address',
    async exceed() {
      const { account } = await newMember();
      const remoteAddress = freshAddress();
      const wrong = () => ctx.api.post('/api/auth/login', { email: account.email, password: 'not-the-password' }, { remoteAddress });
      return repeatPast(wrongPasswords, wrong, 401);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    limit: 'reset emails per account and client address',
    async exceed() {
      const { account } = await newMember();
      const remoteAddress = freshAddress();
      const ask = () => ctx.api.post('/api/auth/password-reset', { email: account.email }, { remoteAddress });
      return repeatPast(PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS, ask, 200);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/email/confirmation',
    limit: 'confirmation emails per account',
    async exceed() {
      const { api } = await newMember();
      // The sign-up sent the first.
      return repeatPast(EMAIL_CONFIRM_MAX_PER_ACCOUNT - 1, () => api.post('/api/auth/email/confirmation'), 200);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/email',
    limit: 'wrong current passwords',
    async exceed() {
      const { api } = await newMember();
      const change = () => api.post('/api/auth/email', { email: `elsewhere-${Date.now()}@example.com`, password: 'not-the-password' });
      return repeatPast(wrongPasswords, change, 403);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/email',
    limit: 'confirmation emails per account',
    async exceed() {
      const { api, account } = await newMember();
      let n = 0;
      const change = () => api.post('/api/auth/email', { email: `elsewhere-${++n}-${Date.now()}@example.com`, password: account.password });
      return repeatPast(EMAIL_CONFIRM_MAX_PER_ACCOUNT - 1, change, 200);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    limit: 'wrong current passwords',
    async exceed() {
      const { api } = await newMember();
      const change = () => api.post('/api/auth/password', { currentPassword: 'not-the-password', password: 'a-new-secret' });
      return repeatPast(wrongPasswords, change, 403);
    },
  },
];

/** Something of the member's the writes below name, made before their budget is spent. */
async function created(response: Promise<Answer>): Promise<string> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json<{ id: string }>().id;
}

const community = async () => (await ctx.api.get('/api/communities')).json<Array<{ slug: string }>>()[0]?.slug ?? 'general';

/** Each member write: what it needs made first, then the write itself. */
const memberWrites: Array<{
  method: Method;
  path: string;
  action: RateLimitedAction;
  prepare?: (api: Requester) => Promise<string>;
  send: (api: Requester, id: string) => Promise<Answer>;
}> = [
  {
    method: 'POST',
    path: '/api/posts',
    action: 'post',
    send: async (api) => api.post('/api/posts', { communitySlug: await community(), title: 'One too many', body: 'Body' }),
  },
  {
    method: 'POST',
    path: '/api/posts/{id}/comments',
    action: 'comment',
    prepare: async (api) => created(api.post('/api/posts', { communitySlug: await community(), title: 'Commented', body: 'Body' })),
    send: (api, post) => api.post(`/api/posts/${post}/comments`, { body: 'One too many' }),
  },
  {
    method: 'PUT',
    path: '/api/posts/{id}/vote',
    action: 'vote',
    prepare: async (api) => created(api.post('/api/posts', { communitySlug: await community(), title: 'Voted', body: 'Body' })),
    send: (api, post) => api.put(`/api/posts/${post}/vote`, { value: -1 }),
  },
  {
    method: 'PUT',
    path: '/api/comments/{id}/vote',
    action: 'vote',
    prepare: async (api) => {
      const post = await created(api.post('/api/posts', { communitySlug: await community(), title: 'Voted', body: 'Body' }));
      return created(api.post(`/api/posts/${post}/comments`, { body: 'Voted on' }));
    },
    send: (api, comment) => api.put(`/api/comments/${comment}/vote`, { value: -1 }),
  },
  { method: 'POST', path: '/api/events', action: 'event', send: (api) => api.post('/api/events', newEventPayload()) },
  {
    method: 'POST',
    path: '/api/events/{id}/images',
    action: 'eventImage',
    prepare: (api) => created(api.post('/api/events', newEventPayload())),
    send: async (api, event) => api.upload(`/api/events/${event}/images`, { bytes: await smallPng() }),
  },
  {
    method: 'POST',
    path: '/api/messages/threads/{id}',
    action: 'message',
    prepare: async (api) => created(api.post('/api/messages/threads', { userId: (await register(ctx.app)).user.id })),
    send: (api, thread) => api.post(`/api/messages/threads/${thread}`, { body: 'One too many' }),
  },
  { method: 'POST', path: '/api/garage', action: 'garage', send: (api) => api.post('/api/garage', { modelSlug: 'gto', year: 1967 }) },
  {
    method: 'PUT',
    path: '/api/garage/{id}',
    action: 'garage',
    prepare: (api) => created(api.post('/api/garage', { modelSlug: 'gto', year: 1967 })),
    send: (api, car) => api.put(`/api/garage/${car}`, { modelSlug: 'gto', year: 1968 }),
  },
  {
    method: 'POST',
    path: '/api/garage/{id}/photos',
    action: 'photo',
    prepare: (api) => created(api.post('/api/garage', { modelSlug: 'gto', year: 1967 })),
    send: async (api, car) => api.upload(`/api/garage/${car}/photos`, { bytes: await smallPng() }),
  },
  {
    method: 'POST',
    path: '/api/users/me/avatar',
    action: 'photo',
    send: async (api) => api.upload('/api/users/me/avatar', { bytes: await smallPng() }),
  },
];

const liveBell: LimitedRoute = {
  method: 'GET',
  path: STREAM,
  limit: 'live bell streams per member',
  async exceed() {
    const { api, cookie } = await newMember();
    const open = await Promise.all(Array.from({ length: UNREAD_STREAMS_PER_MEMBER }, () => openStream(ctx.app, cookie)));
    try {
      return await api.get(STREAM);
    } finally {
      for (const stream of open) stream.close();
    }
  },
};

const limitedRoutes: LimitedRoute[] = [
  ...authRoutes,
  liveBell,
  ...memberWrites.map(({ method, path, action, prepare, send }) => ({
    method,
    path,
    action,
    limit: `${action} writes per member`,
    async exceed() {
      const { api, user } = await newMember();
      const id = (await prepare?.(api)) ?? '';
      await spend(user.id, action);
      return send(api, id);
    },
  })),
];

describe('every limited route documents what it answers past its limit', () => {
  for (const route of limitedRoutes) {
    it(`${route.method} ${route.path}: ${route.limit}`, async () => {
      const answer = await route.exceed();
      expect(answer.statusCode, answer.body).toBe(429);
      expect(check(route.method, route.path, answer)).toBeNull();
    });
  }

  it('covers every route that documents a limit, and every member write limit', () => {
    const walked = new Set(limitedRoutes.map(({ method, path }) => `${method} ${path}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses['429'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((route) => !walked.has(route))).toEqual([]);
    const actions = new Set(limitedRoutes.map(({ action }) => action));
    expect(Object.keys(RATE_LIMITS).filter((action) => !actions.has(action as RateLimitedAction))).toEqual([]);
  });
});
