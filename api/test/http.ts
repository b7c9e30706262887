import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { Orm } from '../db/orm';
import { ensureAdmin } from '../users/accounts';

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

export async function register(app: App, account = newAccount()) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { account, cookie: sessionCookie(response), user: response.json<{ id: string; name: string }>() };
}

/** Creates (or promotes) an admin and returns its session cookie. */
export async function signInAsAdmin(ctx: { app: App; orm: Orm }, email = 'admin@example.com') {
  const password = 'admin-password';
  await ensureAdmin(ctx.orm.em.fork(), email, password);
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionCookie(response);
}
