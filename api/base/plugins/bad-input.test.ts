import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_UTF8_MESSAGE, LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@shared/http/error';
import { bidiControlMessage } from '@shared/text/bidi';
import { register } from '../../test/http';
import { TOO_DEEP_MESSAGE } from './zod';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('input PostgreSQL cannot store is refused with a 400, never a 500', () => {
  it.each(['/api/models/%00', '/api/models/gto/years/1967/trims/%00', '/api/events/%00', '/api/diy-videos?category=%00'])(
    'a NUL character in %s',
    async (url) => {
      const response = await ctx.api.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(NUL_CHARACTER_MESSAGE);
    },
  );

  it('a NUL character in a JSON body, in a value or a key', async () => {
    const { cookie } = await register(ctx.app);
    for (const payload of [
      { title: 'Cruise\u0000night', description: 'x', eventDate: '2031-06-01T18:30:00Z', location: 'Lot' },
      { title: 'Cruise night', description: 'x', eventDate: '2031-06-01T18:30:00Z', location: 'Lot', 'bad\u0000key': 1 },
    ]) {
      const response = await ctx.api.post('/api/events', payload, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(NUL_CHARACTER_MESSAGE);
    }
  });

  it('half of a surrogate pair, alone, in a text or a key: a 400 that says so (jsonb refused it with a 500)', async () => {
    const { cookie } = await register(ctx.app);
    for (const body of [
      '{"title":"M\\ud800","description":"d","eventDate":"2031-06-01T10:00:00Z","location":"x"}',
      '{"title":"x\\udc00y","description":"d","eventDate":"2031-06-01T10:00:00Z","location":"x"}',
      '{"\\ud83d":1,"title":"t","description":"d","eventDate":"2031-06-01T10:00:00Z","location":"x"}',
    ]) {
      const response = await ctx.api.post('/api/events', body, { cookie, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(LONE_SURROGATE_MESSAGE);
    }
    // A whole pair (an emoji) is text like any other.
    const emoji = await ctx.api.post(
      '/api/events',
      '{"title":"Meet \\ud83d\\ude97","description":"d","eventDate":"2031-06-01T10:00:00Z","location":"x"}',
      { cookie, headers: { 'content-type': 'application/json' } },
    );
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('bytes that are not UTF-8 in a JSON body: a 400 that says so, and nothing stored', async () => {
    const { cookie } = await register(ctx.app);
    const eventWithTitle = (title: Buffer) =>
      Buffer.concat([
        Buffer.from('{"title":"'),
        title,
        Buffer.from('","description":"d","eventDate":"2031-06-01T10:00:00Z","location":"x"}'),
      ]);
    const post = (body: Buffer) =>
      ctx.api.post('/api/events', body, { cookie, headers: { 'content-type': 'application/json; charset=utf-8' } });
    // A stray byte, a sequence cut short, an overlong "/", an encoded surrogate, a code point past U+10FFFF.
    for (const bytes of [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
      const response = await post(eventWithTitle(Buffer.concat([Buffer.from('UTF-8 probe '), Buffer.from(bytes), Buffer.from(' night')])));
      expect([bytes, response.statusCode, response.json<{ message: string }>().message]).toEqual([bytes, 400, INVALID_UTF8_MESSAGE]);
    }
    const stored = await ctx.orm.em.fork().execute(`select title from events where title like 'UTF-8 probe%'`);
    expect(stored).toEqual([]);
    // Text in UTF-8 beyond ASCII is text like any other.
    const accepted = await post(eventWithTitle(Buffer.from('UTF-8 probe: Café ½ 🚗', 'utf8')));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<{ title: string }>().title).toBe('UTF-8 probe: Café ½ 🚗');
  });

  it('a snapshot since year 0000, and an event in year 0000', async () => {
    const since = await ctx.api.get('/api/offline/snapshot?since=0000-01-01T00:00:00Z');
    expect(since.statusCode).toBe(400);
    expect(since.json<{ message: string }>().message).toContain('between 1970 and 2100');
    // Year 9999 written, year 10000 in UTC: refused in words too, not a 500.
    const farSince = await ctx.api.get(`/api/offline/snapshot?since=${encodeURIComponent('9999-12-31T23:59:59-23:59')}`);
    expect(farSince.statusCode).toBe(400);

    const { cookie } = await register(ctx.app);
    const event = await ctx.api.post(
      '/api/events',
      { title: 'Ancient meet', description: 'x', eventDate: '0000-01-01T00:00:00Z', location: 'Lot' },
      { cookie },
    );
    expect(event.statusCode).toBe(400);
    expect(event.json<{ message: string }>().message).toContain('Event date must be between 1900 and 2100');
  });

  it('a body nested thousands of levels deep (it used to exhaust the stack: 500)', async () => {
    const response = await ctx.api.post('/api/auth/register', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TOO_DEEP_MESSAGE });
  });

  it('a name or title with a text-direction control (abc\u202Egnp.exe would read "abcexe.png")', async () => {
    const signUp = await ctx.api.post('/api/auth/register', {
      name: 'abc\u202Egnp.exe',
      email: 'rlo@example.com',
      password: 'correct horse',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ message: `name: ${bidiControlMessage('Name')}` });

    const { cookie } = await register(ctx.app);
    const event = await ctx.api.post(
      '/api/events',
      { title: 'Cruise\u2066 night', description: 'x', eventDate: '2031-06-01T18:30:00Z', location: 'Lot' },
      { cookie },
    );
    expect(event.statusCode).toBe(400);
    expect(event.json()).toEqual({ message: `title: ${bidiControlMessage('Title')}` });
  });
});
