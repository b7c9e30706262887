import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/auth/current-user';
import type { UserProfile } from '../../shared/users/profile';
import { newMember, type Member } from '../community/community-fixture';
import { smallPng } from '../test/multipart';
import { createTestApp, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
let jane: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  jane = await newMember(ctx, { name: 'Jane Account' });
});
afterAll(() => ctx.close());

const fileOf = (url: string) => path.join(ctx.uploadsDir, path.basename(url));
const stored = async (id: string) => ctx.orm.em.fork().findOneOrFail(User, id);
const uploadAvatar = async (member: Member, bytes?: Buffer) =>
  member.api.upload('/api/users/me/avatar', { bytes: bytes ?? (await smallPng()) });

describe('who may change an account', () => {
  it('refuses signed-out callers with 401 on every route', async () => {
    const responses = [
      await ctx.api.put('/api/users/me', { name: 'Nobody' }),
      await ctx.api.upload('/api/users/me/avatar', { bytes: await smallPng() }),
      await ctx.api.delete('/api/users/me/avatar'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401]);
  });

  it('refuses a blocked member with 403 and changes nothing', async () => {
    const blocked = await newMember(ctx, { name: 'Soon Blocked' });
    await ctx.orm.em.fork().nativeUpdate(User, { id: blocked.id }, { isBlocked: true });
    const response = await blocked.api.put('/api/users/me', { name: 'Renamed', location: null, bio: null });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('This account has been blocked');
    expect((await stored(blocked.id)).name).toBe('Soon Blocked');
  });

  it('changes only the signed-in member: another member editing leaves Jane alone', async () => {
    const other = await newMember(ctx, { name: 'Other Member' });
    const response = await other.api.put('/api/users/me', { name: 'Other Renamed', location: 'Detroit', bio: null });
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUser>().id).toBe(other.id);
    expect((await stored(jane.id)).name).toBe('Jane Account');
  });
});

describe('PUT /api/users/me', () => {
  it('saves name, location and bio and answers the current-user shape', async () => {
    const response = await jane.api.put('/api/users/me', { name: '  Jane Q. Racer ', location: 'Pontiac, MI', bio: 'Owns a 1969 Judge.' });
    expect(response.statusCode).toBe(200);
    const user = response.json<CurrentUser & { email?: string; password?: string }>();
    expect(user).toMatchObject({ id: jane.id, name: 'Jane Q. Racer', location: 'Pontiac, MI', bio: 'Owns a 1969 Judge.', roles: ['user'] });
    expect(user.email).toBeUndefined();
    expect(user.password).toBeUndefined();

    expect((await jane.api.get('/api/auth/me')).json<CurrentUser>().name).toBe('Jane Q. Racer');
    const profile = (await ctx.api.get(`/api/users/${jane.id}`)).json<UserProfile>();
    expect(profile).toMatchObject({ name: 'Jane Q. Racer', location: 'Pontiac, MI', bio: 'Owns a 1969 Judge.' });
  });

  it('stores empty or blank location and bio as null', async () => {
    const response = await jane.api.put('/api/users/me', { name: 'Jane Q. Racer', location: '', bio: '   ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUser>()).toMatchObject({ location: null, bio: null });
    const user = await stored(jane.id);
    expect(user.location).toBeNull();
    expect(user.bio).toBeNull();
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{}, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ name: 'Jane', location: 'x'.repeat(121) }, 'Location must be at most 120 characters'],
    [{ name: 'Jane', bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ name: 'Jane', bio: 42 }, 'Bio must be text'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const before = await stored(jane.id);
    const response = await jane.api.put('/api/users/me', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    const after = await stored(jane.id);
    expect({ name: after.name, location: after.location, bio: after.bio }).toEqual({
      name: before.name,
      location: before.location,
      bio: before.bio,
    });
  });
});

describe('avatar', () => {
  it('stores an uploaded picture, replaces the previous one (its file removed) and removes it on DELETE', async () => {
    const member = await newMember(ctx, { name: 'Avatar Owner' });
    const first = await uploadAvatar(member);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<CurrentUser>().avatarUrl ?? '';
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(fileOf(firstUrl))).toBe(true);
    expect((await ctx.api.get(`/api/users/${member.id}`)).json<UserProfile>().avatarUrl).toBe(firstUrl);

    const second = await uploadAvatar(member);
    const secondUrl = second.json<CurrentUser>().avatarUrl ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect(existsSync(fileOf(secondUrl))).toBe(true);

    const removed = await member.api.delete('/api/users/me/avatar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CurrentUser>().avatarUrl).toBeNull();
    expect(existsSync(fileOf(secondUrl))).toBe(false);
    expect((await stored(member.id)).avatarUrl).toBeNull();
  });

  it('refuses a file that is not an image (whatever its name says) and keeps the current picture', async () => {
    const member = await newMember(ctx, { name: 'Fake Image' });
    const current = (await uploadAvatar(member)).json<CurrentUser>().avatarUrl;
    const response = await member.api.upload('/api/users/me/avatar', {
      bytes: Buffer.from('<svg onload="alert(1)"></svg>'),
      name: 'me.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please select an image file');
    expect((await stored(member.id)).avatarUrl).toBe(current);
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await jane.api.post('/api/users/me/avatar', { image: 'x' });
    expect(response.statusCode).toBe(400);
  });
});
