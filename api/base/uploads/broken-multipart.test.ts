import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTexts } from '@shared/uploads/limits';
import { createEvent } from '../../events/event-fixture';
import { register, requester, type Requester } from '../../test/http';
import { multipartBody, smallPng } from '../../test/multipart';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The outside probe's broken uploads: each a 400 with a message, and nothing stored. */
let ctx: TestContext;
let member: Requester;
let memberId: string;
let routes: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  const account = await register(ctx.app);
  memberId = account.user.id;
  member = requester(ctx.app, { cookie: account.cookie });
  const car = (await member.post('/api/garage', { modelSlug: 'gto', year: 1967 })).json<{ id: string }>();
  const event = await createEvent(member);
  routes = ['/api/users/me/avatar', `/api/garage/${car.id}/photos`, `/api/events/${event.id}/images`];
});
afterAll(() => ctx.close());

describe('a broken multipart body', () => {
  it('cut short inside the file, with no file, or with a boundary never met: 400, nothing stored', async () => {
    const whole = multipartBody({ bytes: await smallPng() });
    const declared = whole.headers['content-type'];
    const cases = [
      { payload: whole.payload.subarray(0, whole.payload.length - 60), type: declared, message: uploadTexts.malformedMultipart },
      {
        payload: Buffer.from('--AAAA\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--AAAA--\r\n'),
        type: 'multipart/form-data; boundary=AAAA',
        message: uploadTexts.noImage,
      },
      { payload: whole.payload, type: 'multipart/form-data; boundary=AAAA', message: uploadTexts.malformedMultipart },
      { payload: whole.payload, type: 'multipart/form-data', message: uploadTexts.malformedMultipart },
    ];
    for (const url of routes) {
      for (const { payload, type, message } of cases) {
        const answer = await member.post(url, payload, { headers: { 'content-type': type } });
        expect(answer.statusCode, `${url} ${type}: ${answer.body}`).toBe(400);
        expect(answer.json(), url).toEqual({ message });
      }
    }
    expect(readdirSync(ctx.uploadsDir)).toEqual([]);
    const [me] = await ctx.orm.em
      .fork()
      .execute<Array<{ avatar_url: string | null }>>('select avatar_url from users where id = ?', [memberId]);
    expect(me?.avatar_url).toBeNull();
    expect(await ctx.orm.em.fork().execute('select id from event_images')).toEqual([]);
  });

  it('the same upload sent whole is stored (the refusals above come from the breakage)', async () => {
    const answer = await member.upload(routes[0] ?? '', { bytes: await smallPng() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readdirSync(ctx.uploadsDir).length).toBeGreaterThan(0);
  });
});
