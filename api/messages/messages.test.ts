import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessagePage, Thread } from '../../shared/messages/responses';
import { MESSAGE_BODY_MAX_LENGTH } from '../../shared/messages/schemas';
import { newMember, unknownId, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';
import { messageTexts } from '../../shared/messages/texts';

let ctx: TestContext;
let ann: Member;
let bob: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  ann = await newMember(ctx, { name: 'Ann Driver' });
  bob = await newMember(ctx, { name: 'Bob Builder' });
  outsider = await newMember(ctx, { name: 'Nosy Neighbour' });
});
afterAll(() => ctx.close());

/** Starts (or reuses) the conversation between `from` and `to`; anything but a 200/201 fails the test. */
async function startThread(from: Member, to: Member): Promise<Thread> {
  const response = await from.api.post('/api/messages/threads', { userId: to.id });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<Thread>();
}

/** Sends `body` as `from`; anything but a 201 fails the test. */
async function send(from: Member, threadId: string, body: string): Promise<Message> {
  const response = await from.api.post(`/api/messages/threads/${threadId}`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

const unreadCount = async (member: Member) => (await member.api.get('/api/messages/unread-count')).json<{ count: number }>().count;
const threadsOf = async (member: Member) => (await member.api.get('/api/messages/threads')).json<Thread[]>();
const page = async (member: Member, threadId: string, query = '') =>
  (await member.api.get(`/api/messages/threads/${threadId}${query}`)).json<MessagePage>();

describe('starting a conversation', () => {
  it('creates one thread per pair and answers it again to either member', async () => {
    const carl = await newMember(ctx, { name: 'Carl Coupe' });
    const first = await carl.api.post('/api/messages/threads', { userId: ann.id });
    expect(first.statusCode).toBe(201);
    const thread = first.json<Thread>();
    expect(thread).toMatchObject({ participant: { id: ann.id, name: 'Ann Driver', username: 'ann-driver', avatarUrl: null } });
    expect(thread).toMatchObject({ lastMessage: null, lastMessageAt: null, unread: false });

    const again = await carl.api.post('/api/messages/threads', { userId: ann.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Thread>().id).toBe(thread.id);
    const fromAnn = await startThread(ann, carl);
    expect(fromAnn.id).toBe(thread.id);
    expect(fromAnn.participant.id).toBe(carl.id);
  });

  it('lists an empty conversation only for the members who opened it, and for both once someone writes', async () => {
    const fay = await newMember(ctx, { name: 'Fay Firebird' });
    const gus = await newMember(ctx, { name: 'Gus Grand Am' });
    const thread = await startThread(fay, gus);
    const listed = async (member: Member) => (await threadsOf(member)).some((listedThread) => listedThread.id === thread.id);
    expect(await listed(fay)).toBe(true);
    // Gus never opened it and nobody has written: nothing shows up in his list, nor in his unread count.
    expect(await listed(gus)).toBe(false);
    expect(await unreadCount(gus)).toBe(0);
    // Opening it from his side lists it for him too (the same thread).
    const fromGus = await startThread(gus, fay);
    expect(fromGus.id).toBe(thread.id);
    expect(await listed(gus)).toBe(true);

    const hal = await newMember(ctx, { name: 'Hal Hardtop' });
    const withHal = await startThread(fay, hal);
    expect(await listed(hal)).toBe(false);
    await send(fay, withHal.id, 'Is your Bonneville still for sale?');
    expect(await threadsOf(hal)).toEqual([
      expect.objectContaining({ id: withHal.id, lastMessage: 'Is your Bonneville still for sale?', unread: true }),
    ]);
  });

  it('ends with one thread when many starts race, from both sides', async () => {
    const dora = await newMember(ctx, { name: 'Dora Racer' });
    const eddie = await newMember(ctx, { name: 'Eddie Racer' });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? dora : eddie).api.post('/api/messages/threads', { userId: (i % 2 ? eddie : dora).id })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<Thread>().id)).size).toBe(1);
    const [row] = await ctx.orm.em
      .fork()
      .execute<Array<{ count: number }>>(
        'select count(*)::int as count from message_threads where participant_ids @> array[?, ?]::text[]',
        [dora.id, eddie.id],
      );
    expect(row?.count).toBe(1);
  });

  it('refuses myself (400), an unknown or malformed user (404), and signed-out callers (401)', async () => {
    const self = await ann.api.post('/api/messages/threads', { userId: ann.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot start a conversation with yourself' });
    for (const userId of [unknownId, 'not-a-uuid']) {
      const response = await ann.api.post('/api/messages/threads', { userId });
      expect(response.statusCode, userId).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
    expect((await ann.api.post('/api/messages/threads', {})).statusCode).toBe(400);
    expect((await ctx.api.post('/api/messages/threads', { userId: ann.id })).statusCode).toBe(401);
    expect((await ctx.api.get('/api/messages/threads')).statusCode).toBe(401);
    expect((await ctx.api.get('/api/messages/unread-count')).statusCode).toBe(401);
  });

  it('keeps the pair rule in the database: one ordered pair of two distinct members', async () => {
    const em = ctx.orm.em.fork();
    const [low, high] = [ann.id, bob.id].sort();
    await expect(em.execute('insert into message_threads (participant_ids) values (array[?, ?]::text[])', [high, low])).rejects.toThrow(
      /message_threads_participant_pair_check/,
    );
    await expect(em.execute('insert into message_threads (participant_ids) values (array[?]::text[])', [low])).rejects.toThrow(
      /message_threads_participant_pair_check/,
    );
    await startThread(ann, bob);
    await expect(em.execute('insert into message_threads (participant_ids) values (array[?, ?]::text[])', [low, high])).rejects.toThrow(
      /message_threads_participant_ids_unique/,
    );
  });
});

describe('sending and reading', () => {
  it('sends trimmed messages and pages the thread newest page first, each page in reading order', async () => {
    const frank = await newMember(ctx, { name: 'Frank Firebird' });
    const thread = await startThread(frank, bob);
    const sent: Message[] = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await send(i % 2 ? frank : bob, thread.id, `  Message ${i}  `));
    expect(sent[0]).toMatchObject({ senderId: frank.id, senderName: 'Frank Firebird', body: 'Message 1', isOwn: true });
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual(['body', 'createdAt', 'id', 'isOwn', 'senderId', 'senderName']);

    const newest = await page(frank, thread.id, '?limit=2');
    expect(newest.items.map((message) => message.body)).toEqual(['Message 4', 'Message 5']);
    expect(newest.items.map((message) => message.isOwn)).toEqual([false, true]);
    expect(newest.thread).toMatchObject({ id: thread.id, participant: { id: bob.id }, lastMessage: 'Message 5' });
    expect(newest.nextCursor).not.toBeNull();
    const older = await page(frank, thread.id, `?limit=2&before=${newest.nextCursor}`);
    expect(older.items.map((message) => message.body)).toEqual(['Message 2', 'Message 3']);
    const oldest = await page(frank, thread.id, `?limit=2&before=${older.nextCursor}`);
    expect(oldest.items.map((message) => message.body)).toEqual(['Message 1']);
    expect(oldest.nextCursor).toBeNull();

    // Bob sees the same messages from his side.
    const bobs = await page(bob, thread.id);
    expect(bobs.items.map((message) => [message.body, message.isOwn])).toEqual([
      ['Message 1', false],
      ['Message 2', true],
      ['Message 3', false],
      ['Message 4', true],
      ['Message 5', false],
    ]);
    expect((await bob.api.get(`/api/messages/threads/${thread.id}?before=garbage`)).statusCode).toBe(400);
  });

  it('lists my threads newest activity first, with the other member, the last message and unread', async () => {
    const gina = await newMember(ctx, { name: 'Gina Grand Prix' });
    const henry = await newMember(ctx, { name: 'Henry Hardtop' });
    const ivan = await newMember(ctx, { name: 'Ivan Ventura' });
    const withHenry = await startThread(gina, henry);
    const withIvan = await startThread(gina, ivan);
    await send(henry, withHenry.id, 'Older news');
    await send(ivan, withIvan.id, 'Newer news');

    const threads = await threadsOf(gina);
    expect(threads.map((thread) => thread.id)).toEqual([withIvan.id, withHenry.id]);
    expect(threads[0]).toMatchObject({ participant: { id: ivan.id, name: 'Ivan Ventura' }, lastMessage: 'Newer news', unread: true });
    expect(threads[0]?.lastMessageAt).toEqual(expect.any(String));
    // Gina replies to Henry: that thread moves up, and her own message never makes it unread for her.
    await send(gina, withHenry.id, 'Reply');
    const after = await threadsOf(gina);
    expect(after.map((thread) => thread.id)).toEqual([withHenry.id, withIvan.id]);
    expect(after[0]).toMatchObject({ lastMessage: 'Reply', unread: true });
    // The outsider sees neither thread.
    const outsiders = await threadsOf(outsider);
    expect(outsiders.some((thread) => thread.id === withHenry.id || thread.id === withIvan.id)).toBe(false);
  });

  it('counts unread messages and marks a thread read for me only', async () => {
    const jack = await newMember(ctx, { name: 'Jack Judge' });
    const kate = await newMember(ctx, { name: 'Kate Catalina' });
    const thread = await startThread(jack, kate);
    await send(jack, thread.id, 'One');
    await send(jack, thread.id, 'Two');
    expect(await unreadCount(kate)).toBe(2);
    expect(await unreadCount(jack)).toBe(0);
    expect((await threadsOf(kate))[0]).toMatchObject({ id: thread.id, unread: true });

    const read = await kate.api.post(`/api/messages/threads/${thread.id}/read`);
    expect(read.statusCode).toBe(204);
    expect(await unreadCount(kate)).toBe(0);
    expect((await threadsOf(kate))[0]).toMatchObject({ unread: false });
    // Reading again changes nothing; a new message is unread again.
    expect((await kate.api.post(`/api/messages/threads/${thread.id}/read`)).statusCode).toBe(204);
    await send(jack, thread.id, 'Three');
    expect(await unreadCount(kate)).toBe(1);
    await send(kate, thread.id, 'Reply');
    expect(await unreadCount(jack)).toBe(1);
  });

  it('refuses an empty or too long body with a 400 message, and stores nothing', async () => {
    const thread = await startThread(ann, bob);
    for (const body of ['', '   ', 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1)]) {
      const response = await ann.api.post(`/api/messages/threads/${thread.id}`, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/Message (cannot be empty|must be at most 2000 characters)/);
    }
    expect((await ann.api.post(`/api/messages/threads/${thread.id}`, { body: 'ok', clientId: 'nope' })).statusCode).toBe(400);
    expect(await send(ann, thread.id, 'x'.repeat(MESSAGE_BODY_MAX_LENGTH))).toMatchObject({ isOwn: true });
  });
});

describe('privacy', () => {
  it('answers 404 to anyone outside the thread, and for unknown or malformed ids', async () => {
    const thread = await startThread(ann, bob);
    await send(ann, thread.id, 'Just between us');
    for (const id of [thread.id, unknownId, 'not-a-uuid']) {
      const reads = await outsider.api.get(`/api/messages/threads/${id}`);
      expect(reads.statusCode, id).toBe(404);
      expect(reads.json()).toEqual({ message: 'Conversation not found' });
      // Even an invalid body is a 404 first: outsiders learn nothing about the thread.
      expect((await outsider.api.post(`/api/messages/threads/${id}`, { body: '' })).statusCode, id).toBe(404);
      expect((await outsider.api.post(`/api/messages/threads/${id}`, { body: 'Hi' })).statusCode, id).toBe(404);
      expect((await outsider.api.post(`/api/messages/threads/${id}/read`)).statusCode, id).toBe(404);
    }
    expect((await ctx.api.get(`/api/messages/threads/${thread.id}`)).statusCode).toBe(401);
    // The outsider's "read" marked nothing, and their sends stored nothing.
    const bobsView = await page(bob, thread.id);
    expect(bobsView.thread.unread).toBe(true);
    expect(bobsView.items.map((message) => message.senderId)).not.toContain(outsider.id);
  });

  it('refuses a blocked member’s send (403) and stores nothing', async () => {
    const lou = await newMember(ctx, { name: 'Lou LeMans' });
    const thread = await startThread(lou, bob);
    await ctx.orm.em.fork().nativeUpdate(User, { id: lou.id }, { isBlocked: true });
    const response = await lou.api.post(`/api/messages/threads/${thread.id}`, { body: 'Let me in' });
    expect(response.statusCode).toBe(403);
    // The refusal also ended the blocked member's session: nothing else gets through either.
    expect((await lou.api.post('/api/messages/threads', { userId: ann.id })).statusCode).toBe(401);
    expect((await lou.api.get('/api/messages/threads')).statusCode).toBe(401);
    expect((await page(bob, thread.id)).items).toEqual([]);
  });

  it('refuses a message to a member who blocked the sender (403, nothing more said), while the blocker may still write', async () => {
    const pia = await newMember(ctx, { name: 'Pia Pest' });
    const rue = await newMember(ctx, { name: 'Rue Blocker' });
    const thread = await startThread(pia, rue);
    await send(pia, thread.id, 'Before the block');
    expect((await rue.api.put(`/api/users/${pia.id}/block`)).statusCode).toBe(204);

    const refused = await pia.api.post(`/api/messages/threads/${thread.id}`, { body: 'After the block', clientId: randomUUID() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messageTexts.recipientRefuses });
    expect((await page(rue, thread.id)).items.map((message) => message.body)).toEqual(['Before the block']);
    // One way only: the blocker may still write to them; and once unblocked, they may answer again.
    await send(rue, thread.id, 'Please stop');
    expect((await rue.api.delete(`/api/users/${pia.id}/block`)).statusCode).toBe(204);
    await send(pia, thread.id, 'Sorry');
  });
});

describe('client-id replays (offline outbox)', () => {
  it('answers the stored message to a replay, once, and 409 to a different message under the same id', async () => {
    const thread = await startThread(ann, bob);
    const clientId = randomUUID();
    const first = await ann.api.post(`/api/messages/threads/${thread.id}`, { body: 'Sent from the show', clientId });
    expect(first.statusCode).toBe(201);
    expect(first.json<Message>().id).toBe(clientId);
    const replay = await ann.api.post(`/api/messages/threads/${thread.id}`, { body: ' Sent from the show ', clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const other = await ann.api.post(`/api/messages/threads/${thread.id}`, { body: 'Something else', clientId });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: messageTexts.clientIdUnusable });
    // In their conversation Bob sees Ann's message: he cannot send his own under its id, and learns nothing new.
    const taken = await bob.api.post(`/api/messages/threads/${thread.id}`, { body: 'Sent from the show', clientId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(other.json());
    const bodies = (await page(bob, thread.id, '?limit=100')).items.filter((message) => message.id === clientId);
    expect(bodies).toHaveLength(1);
  });

  it("sends a member's own message under an id someone else used elsewhere, exactly as under a new id", async () => {
    const annAndBob = await startThread(ann, bob);
    const clientId = randomUUID();
    const anns = await ann.api.post(`/api/messages/threads/${annAndBob.id}`, { body: 'Meet at the show', clientId });
    expect(anns.statusCode).toBe(201);

    // The outsider, in a conversation of their own, sends under Ann's id and under a new one: the same answers.
    const outsiderAndBob = await startThread(outsider, bob);
    const reused = await outsider.api.post(`/api/messages/threads/${outsiderAndBob.id}`, { body: 'Meet at the show', clientId });
    const freshId = randomUUID();
    const fresh = await outsider.api.post(`/api/messages/threads/${outsiderAndBob.id}`, { body: 'Meet at the show', clientId: freshId });
    expect([reused.statusCode, fresh.statusCode]).toEqual([201, 201]);
    expect(reused.json<Message>()).toMatchObject({ id: clientId, senderId: outsider.id, body: 'Meet at the show', isOwn: true });
    expect(fresh.json<Message>()).toMatchObject({ id: freshId, senderId: outsider.id });
    // Its replay answers the outsider's own message; Ann's stays hers, where it was.
    const replay = await outsider.api.post(`/api/messages/threads/${outsiderAndBob.id}`, { body: 'Meet at the show', clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(reused.json());
    const annReplay = await ann.api.post(`/api/messages/threads/${annAndBob.id}`, { body: 'Meet at the show', clientId });
    expect(annReplay.statusCode).toBe(200);
    expect(annReplay.json()).toEqual(anns.json());
    const withId = async (member: Member, threadId: string) =>
      (await page(member, threadId, '?limit=100')).items.filter((message) => message.id === clientId).map((message) => message.senderId);
    expect(await withId(bob, annAndBob.id)).toEqual([ann.id]);
    expect(await withId(bob, outsiderAndBob.id)).toEqual([outsider.id]);
  });

  it('stores one message when the same send races itself', async () => {
    const mia = await newMember(ctx, { name: 'Mia Montana' });
    const thread = await startThread(mia, bob);
    const clientId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => mia.api.post(`/api/messages/threads/${thread.id}`, { body: 'Once only', clientId })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<Message>().id))).toEqual(new Set([clientId]));
    expect((await page(bob, thread.id)).items.map((message) => message.body)).toEqual(['Once only']);
  });
});
