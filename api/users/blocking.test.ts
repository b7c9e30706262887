import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingTexts, type BlockedMember } from '../../shared/users/blocking';
import { newMember, unknownId } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('blocking a member', () => {
  it('blocks and unblocks idempotently, and lists the members I blocked, newest first', async () => {
    const me = await newMember(ctx, { name: 'Bella Blocker' });
    const first = await newMember(ctx, { name: 'First Pest' });
    const second = await newMember(ctx, { name: 'Second Pest' });
    expect((await me.api.get('/api/users/me/blocks')).json()).toEqual([]);

    for (const member of [first, second, first]) {
      const blocked = await me.api.put(`/api/users/${member.id}/block`);
      expect(blocked.statusCode, blocked.body).toBe(204);
      expect(blocked.body).toBe('');
    }
    const list = await me.api.get('/api/users/me/blocks');
    expect(list.statusCode).toBe(200);
    expect(list.json<BlockedMember[]>()).toEqual([
      { id: second.id, username: 'second-pest', name: 'Second Pest', avatarUrl: null },
      { id: first.id, username: 'first-pest', name: 'First Pest', avatarUrl: null },
    ]);
    // Mine only: the blocked members' own lists are theirs.
    expect((await first.api.get('/api/users/me/blocks')).json()).toEqual([]);

    for (let i = 0; i < 2; i++) expect((await me.api.delete(`/api/users/${first.id}/block`)).statusCode).toBe(204);
    expect((await me.api.get('/api/users/me/blocks')).json<BlockedMember[]>().map((member) => member.id)).toEqual([second.id]);
  });

  it('refuses myself (400), an unknown member (404), a malformed id (400), and callers signed out (401) or blocked (403)', async () => {
    const me = await newMember(ctx);
    for (const method of ['PUT', 'DELETE'] as const) {
      const self = await me.api.request(method, `/api/users/${me.id}/block`);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ message: blockingTexts.blockSelf });
      const unknown = await me.api.request(method, `/api/users/${unknownId}/block`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: blockingTexts.memberNotFound });
      const malformed = await me.api.request(method, '/api/users/not-a-uuid/block');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toContain('Member id must be a uuid');
      expect((await ctx.api.request(method, `/api/users/${me.id}/block`)).statusCode).toBe(401);
    }
    expect((await ctx.api.get('/api/users/me/blocks')).statusCode).toBe(401);

    const other = await newMember(ctx);
    await ctx.orm.em.fork().nativeUpdate(User, { id: me.id }, { isBlocked: true });
    expect((await me.api.put(`/api/users/${other.id}/block`)).statusCode).toBe(403);
  });

  it('keeps the rules in the database too: nobody blocks themselves, and a block goes with either account', async () => {
    const me = await newMember(ctx);
    const other = await newMember(ctx);
    const em = ctx.orm.em.fork();
    await expect(em.execute('insert into member_blocks (blocker_id, blocked_id) values (?, ?)', [me.id, me.id])).rejects.toThrow(
      /member_blocks_not_self_check/,
    );
    expect((await me.api.put(`/api/users/${other.id}/block`)).statusCode).toBe(204);
    await em.execute('delete from users where id = ?', [other.id]);
    expect((await me.api.get('/api/users/me/blocks')).json()).toEqual([]);
  });
});
