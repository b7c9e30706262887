import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTitle } from '../../shared/notifications/texts';
import type { NotificationPage, NotificationSettings } from '../../shared/notifications/responses';
import { EMAILED_BY_DEFAULT } from '../../shared/notifications/kinds';
import { createComment, createPost, newMember, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { delivered, notificationsOf, pendingPushesOf, subscribeDevice, unreadCountOf, usernameOf } from './notification-fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const kindsOf = async (member: Member) => (await notificationsOf(ctx, member)).map((item) => item.kind);

describe('forum notifications', () => {
  it('tells the post author, the replied-to commenter, the mentioned and the watchers, each once, and never the actor', async () => {
    const author = await newMember(ctx, { name: 'Olive Author' });
    const commenter = await newMember(ctx, { name: 'Carl Commenter' });
    const watcher = await newMember(ctx, { name: 'Wanda Watcher' });
    const mentioned = await newMember(ctx, { name: 'Mia Mentioned' });
    const post = await createPost(author, { title: 'My 1966 GTO' });
    const first = await createComment(commenter, post.id, { body: 'Nice car' });
    await createComment(watcher, post.id, { body: 'Agreed' });
    // The author was told of both; the commenter of the watcher's comment (they watch the post now).
    expect(await kindsOf(author)).toEqual(['post_reply']);
    expect((await notificationsOf(ctx, author))[0]).toMatchObject({ count: 2, subject: 'My 1966 GTO', read: false });
    expect(await kindsOf(commenter)).toEqual(['post_activity']);

    const reply = await createComment(author, post.id, {
      parentId: first.id,
      body: `Thanks! @${await usernameOf(ctx, mentioned.id)} look`,
    });
    const [replied] = await notificationsOf(ctx, commenter);
    expect(replied).toMatchObject({
      kind: 'comment_reply',
      count: 1,
      actor: { id: author.id, name: 'Olive Author' },
      url: `/post/${post.id}#comment-${reply.id}`,
    });
    expect(replied?.excerpt?.startsWith('Thanks!')).toBe(true);
    expect(await kindsOf(mentioned)).toEqual(['mention']);
    expect(await kindsOf(watcher)).toEqual(['post_activity']);
    // Nothing for one's own comment.
    expect(await kindsOf(author)).toEqual(['post_reply']);
  });

  it('groups unread events about the same post into one line with a count, and starts a new one once read', async () => {
    const author = await newMember(ctx, { name: 'Greta Grouped' });
    const other = await newMember(ctx, { name: 'Gus Grouper' });
    const post = await createPost(author, { title: 'Ram Air intake' });
    for (let i = 0; i < 3; i++) await createComment(other, post.id, { body: `Reply ${i}` });
    const [grouped] = await notificationsOf(ctx, author);
    expect(grouped?.count).toBe(3);
    expect(grouped && notificationTitle({ ...grouped, actorName: grouped.actor?.name ?? null })).toBe(
      '3 new replies to your post “Ram Air intake”',
    );
    expect(await unreadCountOf(ctx, author)).toBe(1);

    expect((await author.api.post('/api/notifications/read', { ids: [grouped?.id] })).statusCode).toBe(204);
    await createComment(other, post.id, { body: 'One more' });
    const items = await notificationsOf(ctx, author);
    expect(items.map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it('tells the members a new post mentions', async () => {
    const writer = await newMember(ctx, { name: 'Pat Poster' });
    const named = await newMember(ctx, { name: 'Nina Named' });
    const post = await createPost(writer, {
      title: 'Help',
      body: `@${await usernameOf(ctx, named.id)} knows carbs; so does @${await usernameOf(ctx, writer.id)}`,
    });
    expect(await notificationsOf(ctx, named)).toMatchObject([{ kind: 'mention', url: `/post/${post.id}`, actor: { id: writer.id } }]);
    expect(await kindsOf(writer)).toEqual([]);
  });
});

describe('mentions added by an edit', () => {
  it('an edited comment tells only the members it newly mentions, on the comment', async () => {
    const writer = await newMember(ctx, { name: 'Ed Editor' });
    const first = await newMember(ctx, { name: 'Fay First' });
    const added = await newMember(ctx, { name: 'Al Added' });
    const post = await createPost(writer, { title: 'Edited comments' });
    const [firstName, addedName] = [await usernameOf(ctx, first.id), await usernameOf(ctx, added.id)];
    const comment = await createComment(writer, post.id, { body: `Ask @${firstName}` });
    expect(await kindsOf(first)).toEqual(['mention']);

    const edited = await writer.api.put(`/api/comments/${comment.id}`, { body: `Ask @${firstName} or @${addedName}` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await notificationsOf(ctx, added)).toMatchObject([
      { kind: 'mention', count: 1, actor: { id: writer.id }, subject: 'Edited comments', url: `/post/${post.id}#comment-${comment.id}` },
    ]);
    // Already mentioned: nothing more (still the one mention, count 1).
    expect(await notificationsOf(ctx, first)).toMatchObject([{ kind: 'mention', count: 1 }]);
    // An edit that mentions nobody new tells nobody.
    expect((await writer.api.put(`/api/comments/${comment.id}`, { body: `@${addedName}, ask @${firstName}!` })).statusCode).toBe(200);
    expect(await notificationsOf(ctx, added)).toMatchObject([{ kind: 'mention', count: 1 }]);
    expect(await notificationsOf(ctx, first)).toMatchObject([{ kind: 'mention', count: 1 }]);
  });

  it('an edited post tells only the members its title or text newly mentions', async () => {
    const writer = await newMember(ctx, { name: 'Pia Poster' });
    const first = await newMember(ctx, { name: 'Flo First' });
    const added = await newMember(ctx, { name: 'Ada Added' });
    const [firstName, addedName] = [await usernameOf(ctx, first.id), await usernameOf(ctx, added.id)];
    const post = await createPost(writer, { title: 'Carb help', body: `@${firstName} knows` });
    expect(await kindsOf(first)).toEqual(['mention']);

    const edited = await writer.api.put(`/api/posts/${post.id}`, { title: `Carb help, @${addedName}?`, body: `@${firstName} knows` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await notificationsOf(ctx, added)).toMatchObject([
      { kind: 'mention', count: 1, actor: { id: writer.id }, subject: `Carb help, @${addedName}?`, url: `/post/${post.id}` },
    ]);
    expect(await notificationsOf(ctx, first)).toMatchObject([{ kind: 'mention', count: 1 }]);
  });
});

describe('message notifications', () => {
  it('keeps one notification per conversation until it is read, and reading the conversation reads it', async () => {
    const ann = await newMember(ctx, { name: 'Ann Sender' });
    const bob = await newMember(ctx, { name: 'Bob Receiver' });
    const thread = (await ann.api.post('/api/messages/threads', { userId: bob.id })).json<{ id: string }>();
    for (const body of ['Hi Bob', 'Still selling the Judge?']) {
      expect((await ann.api.post(`/api/messages/threads/${thread.id}`, { body })).statusCode).toBe(201);
    }
    expect(await notificationsOf(ctx, bob)).toMatchObject([
      {
        kind: 'direct_message',
        count: 2,
        subject: 'Ann Sender',
        excerpt: 'Still selling the Judge?',
        url: `/messages?thread=${thread.id}`,
      },
    ]);
    expect(await kindsOf(ann)).toEqual([]);
    expect((await bob.api.post(`/api/messages/threads/${thread.id}/read`)).statusCode).toBe(204);
    expect(await unreadCountOf(ctx, bob)).toBe(0);
  });
});

describe('report notifications', () => {
  it('tells moderators of a new report and the reporter once it is handled', async () => {
    const moderator = await newMember(ctx, { name: 'Moe Moderator', role: 'moderator' });
    const author = await newMember(ctx, { name: 'Rude Author' });
    const reporter = await newMember(ctx, { name: 'Rita Reporter' });
    const post = await createPost(author, { title: 'Spam offer' });
    const report = await reporter.api.post('/api/reports', { targetType: 'post', targetId: post.id, reason: 'Spam' });
    expect(report.statusCode, report.body).toBe(201);
    expect(await notificationsOf(ctx, moderator)).toMatchObject([
      { kind: 'report_new', subject: 'Spam offer', url: '/admin', excerpt: 'Spam' },
    ]);
    expect(await kindsOf(reporter)).toEqual([]);

    const dismissed = await moderator.api.post(`/api/admin/reports/${report.json<{ id: string }>().id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await notificationsOf(ctx, reporter)).toMatchObject([{ kind: 'report_handled', actor: null, subject: 'Spam offer' }]);
  });
});

describe('settings', () => {
  it('answers every kind on by default and changes only the kinds sent', async () => {
    const member = await newMember(ctx);
    const { digest, ...initial } = (await member.api.get('/api/notifications/settings')).json<NotificationSettings>();
    expect(Object.values(initial).every((setting) => setting.inApp && setting.push)).toBe(true);
    // Email: what someone said to or about the member, by default; a weekly digest.
    expect(Object.entries(initial).flatMap(([kind, setting]) => (setting.email ? [kind] : []))).toEqual(EMAILED_BY_DEFAULT);
    expect(digest).toBe('weekly');
    const changed = await member.api.put('/api/notifications/settings', { post_reply: { inApp: false, push: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    // A client that sends no email switch leaves it as it was.
    expect(changed.json<NotificationSettings>()).toEqual({ ...initial, digest, post_reply: { inApp: false, push: true, email: true } });
    const emailOff = await member.api.put('/api/notifications/settings', {
      post_reply: { inApp: false, push: true, email: false },
      digest: 'daily',
    });
    expect(emailOff.json<NotificationSettings>()).toMatchObject({
      digest: 'daily',
      post_reply: { inApp: false, push: true, email: false },
    });
    expect((await member.api.get('/api/notifications/settings')).json<NotificationSettings>().post_reply).toEqual({
      inApp: false,
      push: true,
      email: false,
    });
    expect((await member.api.put('/api/notifications/settings', { digest: 'hourly' })).statusCode).toBe(400);
  });

  it('refuses an unknown kind or a missing switch, and callers who are signed out', async () => {
    const member = await newMember(ctx);
    expect((await member.api.put('/api/notifications/settings', { nonsense: { inApp: true, push: true } })).statusCode).toBe(400);
    expect((await member.api.put('/api/notifications/settings', { mention: { inApp: true } })).statusCode).toBe(400);
    expect((await ctx.api.get('/api/notifications/settings')).statusCode).toBe(401);
    expect((await ctx.api.put('/api/notifications/settings', {})).statusCode).toBe(401);
  });

  it('in the app off: no row, yet pushed; push off: a row, no push', async () => {
    const author = await newMember(ctx, { name: 'Sam Settings' });
    const other = await newMember(ctx);
    await subscribeDevice(ctx, author.id);
    const post = await createPost(author);

    await author.api.put('/api/notifications/settings', { post_reply: { inApp: false, push: true } });
    await createComment(other, post.id);
    expect(await notificationsOf(ctx, author)).toEqual([]);
    expect((await pendingPushesOf(ctx, author.id)).map((push) => push.payload)).toMatchObject([
      { kind: 'post_reply', notificationId: null, tag: `post:${post.id}` },
    ]);

    await author.api.put('/api/notifications/settings', { post_reply: { inApp: true, push: false } });
    await createComment(other, post.id);
    expect(await kindsOf(author)).toEqual(['post_reply']);
    expect(await pendingPushesOf(ctx, author.id)).toHaveLength(1);
  });
});

describe('blocked members', () => {
  it('a blocked member is told nothing, and blocking a member takes what they caused out of others’ notifications', async () => {
    const admin = await newMember(ctx, { role: 'admin' });
    const author = await newMember(ctx, { name: 'Bea Blocked' });
    const troll = await newMember(ctx, { name: 'Tom Troll' });
    const post = await createPost(author);
    await createComment(troll, post.id);
    expect(await unreadCountOf(ctx, author)).toBe(1);

    expect((await admin.api.post(`/api/admin/users/${troll.id}/block`)).statusCode).toBe(200);
    expect(await notificationsOf(ctx, author)).toEqual([]);
    expect(await unreadCountOf(ctx, author)).toBe(0);

    expect((await admin.api.post(`/api/admin/users/${author.id}/block`)).statusCode).toBe(200);
    const [row] = await ctx.orm.em
      .fork()
      .execute<Array<{ count: number }>>('select count(*)::int as count from notifications where recipient_id = ?', [author.id]);
    const writer = await newMember(ctx);
    await createComment(writer, post.id, { body: `@${await usernameOf(ctx, author.id)} hello` });
    await delivered(ctx);
    const [after] = await ctx.orm.em
      .fork()
      .execute<Array<{ count: number }>>('select count(*)::int as count from notifications where recipient_id = ?', [author.id]);
    expect(after?.count).toBe(row?.count);
  });
});

describe('a member blocking another', () => {
  it('takes out the unread notifications the blocked member caused, and their pushes', async () => {
    const author = await newMember(ctx, { name: 'Una Unread' });
    const pest = await newMember(ctx, { name: 'Pete Pest' });
    const friend = await newMember(ctx, { name: 'Fran Friend' });
    await subscribeDevice(ctx, author.id);
    const fromPest = await createPost(author, { title: 'From the pest' });
    const fromFriend = await createPost(author, { title: 'From a friend' });
    await createComment(pest, fromPest.id);
    await createComment(friend, fromFriend.id);
    expect(await unreadCountOf(ctx, author)).toBe(2);
    expect(await pendingPushesOf(ctx, author.id)).toHaveLength(2);

    expect((await author.api.put(`/api/users/${pest.id}/block`)).statusCode).toBe(204);
    expect(await notificationsOf(ctx, author)).toMatchObject([{ subject: 'From a friend', actor: { id: friend.id } }]);
    expect((await pendingPushesOf(ctx, author.id)).map((push) => push.payload.tag)).toEqual([`post:${fromFriend.id}`]);
  });

  it('a mention and a reply from a member I blocked notify me of nothing; others still hear of them', async () => {
    const blocker = await newMember(ctx, { name: 'Bo Blocker' });
    const pest = await newMember(ctx, { name: 'Pam Pest' });
    const bystander = await newMember(ctx, { name: 'Bea Bystander' });
    expect((await blocker.api.put(`/api/users/${pest.id}/block`)).statusCode).toBe(204);

    const post = await createPost(blocker, { title: 'My Firebird' });
    const mine = await createComment(blocker, post.id, { body: 'First!' });
    await createComment(bystander, post.id, { body: 'Nice' });
    // A reply to my comment on my post that mentions me and the bystander.
    const blockerName = await usernameOf(ctx, blocker.id);
    await createComment(pest, post.id, { parentId: mine.id, body: `@${blockerName} @${await usernameOf(ctx, bystander.id)} ugly` });
    await createPost(pest, { title: 'About you', body: `@${blockerName} again` });
    expect(await unreadCountOf(ctx, blocker)).toBe(1);
    expect(await notificationsOf(ctx, blocker)).toMatchObject([{ kind: 'post_reply', count: 1, actor: { id: bystander.id } }]);
    expect(await kindsOf(bystander)).toEqual(['mention']);

    // Unblocked, they are heard again.
    expect((await blocker.api.delete(`/api/users/${pest.id}/block`)).statusCode).toBe(204);
    await createComment(pest, post.id, { parentId: mine.id, body: 'Sorry' });
    expect(await kindsOf(blocker)).toEqual(['comment_reply', 'post_reply']);
  });
});

describe('the list and marking read', () => {
  it('pages newest first with a cursor', async () => {
    const author = await newMember(ctx, { name: 'Paige Pages' });
    const other = await newMember(ctx);
    for (let i = 0; i < 3; i++) {
      const post = await createPost(author, { title: `Page post ${i}` });
      await createComment(other, post.id);
    }
    await delivered(ctx);
    const first = (await author.api.get('/api/notifications?limit=2')).json<NotificationPage>();
    expect(first.items.map((item) => item.subject)).toEqual(['Page post 2', 'Page post 1']);
    const second = (await author.api.get(`/api/notifications?limit=2&before=${first.nextCursor}`)).json<NotificationPage>();
    expect(second.items.map((item) => item.subject)).toEqual(['Page post 0']);
    expect(second.nextCursor).toBeNull();
    expect((await author.api.get('/api/notifications?before=not-ours')).statusCode).toBe(400);
    expect((await author.api.get('/api/notifications?limit=0')).statusCode).toBe(400);
  });

  it('marks all read, ignores another member’s ids, and refuses a body that is neither', async () => {
    const author = await newMember(ctx);
    const stranger = await newMember(ctx);
    const post = await createPost(author);
    await createComment(stranger, post.id);
    const [item] = await notificationsOf(ctx, author);
    expect((await stranger.api.post('/api/notifications/read', { ids: [item?.id] })).statusCode).toBe(204);
    expect(await unreadCountOf(ctx, author)).toBe(1);
    expect((await author.api.post('/api/notifications/read', {})).statusCode).toBe(400);
    expect((await author.api.post('/api/notifications/read', { all: false })).statusCode).toBe(400);
    expect((await author.api.post('/api/notifications/read', { all: true })).statusCode).toBe(204);
    expect(await unreadCountOf(ctx, author)).toBe(0);
    expect((await ctx.api.post('/api/notifications/read', { all: true })).statusCode).toBe(401);
    expect((await ctx.api.get('/api/notifications')).statusCode).toBe(401);
    expect((await ctx.api.get('/api/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('mention suggestions', () => {
  it('suggests members by username prefix, never oneself, and needs a query', async () => {
    const asking = await newMember(ctx, { name: 'Zed Zebra' });
    const found = await newMember(ctx, { name: 'Zelda Zephyr' });
    const response = await asking.api.get('/api/users/mention-suggestions?q=ze');
    expect(response.statusCode, response.body).toBe(200);
    const usernames = response.json<Array<{ id: string; username: string }>>().map((item) => item.id);
    expect(usernames).toContain(found.id);
    expect(usernames).not.toContain(asking.id);
    expect((await asking.api.get('/api/users/mention-suggestions?q=')).statusCode).toBe(400);
    expect((await ctx.api.get('/api/users/mention-suggestions?q=ze')).statusCode).toBe(401);
  });
});
