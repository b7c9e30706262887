import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUserSchema } from '@shared/auth/current-user';
import { userProfileSchema } from '@shared/users/profile';
import { register } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { User } from '../identity/user.entity';
import { zodSerializerCompiler } from './zod';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('response schemas', () => {
  it('send only the declared fields: a whole user row handed to the serializer loses its email and password hash', async () => {
    const { user } = await register(ctx.app);
    const row = await ctx.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(row.password).toMatch(/^\$argon2id\$/);

    for (const schema of [currentUserSchema, userProfileSchema]) {
      const serialize = zodSerializerCompiler({ schema });
      const json = serialize({
        ...row,
        username: row.username,
        createdAt: row.createdAt.toISOString(),
        emailConfirmed: false,
        posts: 0,
        cars: 0,
      });
      expect(json).not.toContain(row.password);
      expect(json).not.toContain(row.email);
      expect(Object.keys(JSON.parse(json) as object).sort()).toEqual(Object.keys(schema.shape).sort());
    }
  });

  it("a route's response schema decides what is sent, whatever its handler returns (no serializer of the whole app overrides it)", async () => {
    const server = await ctx.anotherServer({
      extend: (app) =>
        app.get('/api/test/declared-only', { schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => ({
          name: 'Catalina ½',
          secret: 'never sent',
        })),
    });
    try {
      const answer = await server.api.get('/api/test/declared-only');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ name: 'Catalina ½' });
      // Written in ASCII, as every JSON answer of the API is (plugins/ascii-json.ts).
      expect(answer.body).toBe('{"name":"Catalina \\u00bd"}');
    } finally {
      await server.close();
    }
  });

  it('every user a route answers with is stripped the same way', async () => {
    const { user, account } = await register(ctx.app);
    const row = await ctx.orm.em.fork().findOneOrFail(User, { id: user.id });
    const answers = [await ctx.api.get(`/api/users/${row.username}`), await ctx.api.post('/api/auth/login', account)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(account.email);
      expect(answer.body).not.toContain('$argon2id$');
    }
  });
});
