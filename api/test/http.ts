import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { Orm } from '../base/db/orm';
import { ensureAdmin } from '../auth/admin-account';
import { multipartBody, type FilePart } from './multipart';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a request may carry: a value to send as JSON, or a raw string or Buffer. */
export type Body = NonNullable<InjectOptions['payload']>;

export interface RequestOptions {
  /** The session cookie (`sid=...`) to send; absent or empty sends none. */
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface UploadOptions extends RequestOptions {
  /** Plain form fields, sent before the file. */
  fields?: Record<string, string>;
}

/**
 * Sends requests into the app with `inject`, no network. `defaults` apply to every request
 * (`requester(app, { cookie })` acts as one signed-in user); a call's own options win over them.
 */
export function requester(app: App, defaults: RequestOptions = {}) {
  const request = (method: Method, url: string, body?: Body, options: RequestOptions = {}): Promise<LightMyRequestResponse> => {
    const cookie = options.cookie ?? defaults.cookie;
    return app.inject({
      method,
      url,
      payload: body,
      headers: { ...defaults.headers, ...options.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: options.remoteAddress ?? defaults.remoteAddress,
    });
  };
  return {
    request,
    get: (url: string, options?: RequestOptions) => request('GET', url, undefined, options),
    post: (url: string, body?: Body, options?: RequestOptions) => request('POST', url, body, options),
    put: (url: string, body?: Body, options?: RequestOptions) => request('PUT', url, body, options),
    patch: (url: string, body?: Body, options?: RequestOptions) => request('PATCH', url, body, options),
    delete: (url: string, options?: RequestOptions) => request('DELETE', url, undefined, options),
    /** POSTs one file as multipart/form-data, as the upload forms do. */
    upload: (url: string, file: FilePart, { fields, ...options }: UploadOptions = {}) => {
      const { payload, headers } = multipartBody(file, fields);
      return request('POST', url, payload, { ...options, headers: { ...options.headers, ...headers } });
    },
  };
}

export type Requester = ReturnType<typeof requester>;

/** The `sid=...` pair to send back, taken from a response's Set-Cookie. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newAccount(name = 'Test Driver') {
  counter += 1;
  return { name, email: `driver${counter}-${Date.now()}@example.com`, password: 'correct horse' };
}

/** A made-up client address of its own for each new member (sign-ups are limited per address). */
const memberAddress = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

export async function register(app: App, account = newAccount()) {
  const response = await requester(app).post('/api/auth/register', account, { remoteAddress: memberAddress() });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { account, cookie: sessionCookie(response), user: response.json<{ id: string; name: string }>() };
}

/** Creates (or promotes) an admin and returns its session cookie. */
export async function signInAsAdmin(ctx: { app: App; orm: Orm }, email = 'admin@example.com') {
  const password = 'admin-password';
  await ensureAdmin(ctx.orm.em.fork(), email, password);
  const response = await requester(ctx.app).post('/api/auth/login', { email, password });
  return sessionCookie(response);
}
