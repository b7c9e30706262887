import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLog } from '../activity-log/admin-log.entity';
import { Model } from '../../catalogue/model.entity';
import { ModelImage } from '../../catalogue/model-image.entity';
import { ModelYear } from '../../catalogue/model-year.entity';
import { Trim } from '../../catalogue/trim.entity';
import { Comment } from '../../community/comment.entity';
import { Community } from '../../community/community.entity';
import { Post } from '../../community/post.entity';
import { Vote } from '../../community/vote.entity';
import { EventImage } from '../../events/event-image.entity';
import { MeetupEvent } from '../../events/event.entity';
import { GarageCar } from '../../garage/garage-car.entity';
import { createTestApp, type TestContext } from '../../test/test-app';
import { User } from '../identity/user.entity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** Deletes through a fresh unit of work, the way a route would. */
async function removeFresh(load: (em: EntityManager) => Promise<object>) {
  const em = ctx.orm.em.fork();
  em.remove(await load(em));
  await em.flush();
}

describe('foreign keys cascade', () => {
  it('deleting a user removes their garage, posts, comments and votes, and keeps other posts', async () => {
    const em = ctx.orm.em.fork();
    const community = await em.findOneOrFail(Community, { slug: 'gto' });
    const alice = em.create(User, { email: 'alice@example.com', password: 'x', name: 'Alice', username: 'alice' });
    const bob = em.create(User, { email: 'bob@example.com', password: 'x', name: 'Bob', username: 'bob' });
    em.create(GarageCar, { user: alice, modelSlug: 'gto', year: 1967, exteriorColor: 'Tyrol Blue' });
    const ownPost = em.create(Post, { community, author: alice, title: 'My Goat', type: 'text', body: 'Hi' });
    em.create(Comment, { post: ownPost, author: alice, body: 'Bump' });
    em.create(Vote, { post: ownPost, user: alice, value: 1 });
    const bobsPost = em.create(Post, { community, author: bob, title: 'Tri-Power tuning', type: 'text' });
    const aliceComment = em.create(Comment, { post: bobsPost, author: alice, body: 'Sync the carbs first' });
    em.create(Comment, { post: bobsPost, author: bob, parent: aliceComment, body: 'Thanks!' });
    em.create(Vote, { post: bobsPost, user: alice, value: 1 });
    em.create(AdminLog, { actor: alice, action: 'model.update', details: { slug: 'gto' } });
    await em.flush();

    await removeFresh((em) => em.findOneOrFail(User, alice.id));

    const check = ctx.orm.em.fork();
    expect(await check.count(GarageCar, { user: alice.id })).toBe(0);
    expect(await check.count(Post, { author: alice.id })).toBe(0);
    expect(await check.count(Comment, { author: alice.id })).toBe(0);
    expect(await check.count(Vote, { user: alice.id })).toBe(0);
    expect(await check.count(Post, { id: ownPost.id })).toBe(0);
    // Bob's post stays; his reply went with the comment it answered.
    expect(await check.count(Post, { id: bobsPost.id })).toBe(1);
    expect(await check.count(Comment, { post: bobsPost.id })).toBe(0);
    // The audit trail survives without its actor.
    const log = await check.findOneOrFail(AdminLog, { action: 'model.update' });
    expect(log.actor).toBeNull();
  });

  it('deleting a model removes its years, trims and images', async () => {
    const em = ctx.orm.em.fork();
    const model = em.create(Model, { slug: 'test-model', name: 'Test', firstYear: 1970, lastYear: 1971 });
    const year = em.create(ModelYear, { model, year: 1970 });
    em.create(Trim, { year, name: 'Formula 400', slug: 'formula-400', engineOptions: ['400 V8'] });
    em.create(ModelImage, { model, imageUrl: '/uploads/a.jpg', isFeatured: true });
    em.create(ModelImage, { model, imageUrl: '/uploads/b.jpg', displayOrder: 1 });
    await em.flush();

    await removeFresh((em) => em.findOneOrFail(Model, model.id));

    const check = ctx.orm.em.fork();
    expect(await check.count(ModelYear, { id: year.id })).toBe(0);
    expect(await check.count(Trim, { year: year.id })).toBe(0);
    expect(await check.count(ModelImage, { model: model.id })).toBe(0);
  });

  it('deleting an event removes its images', async () => {
    const em = ctx.orm.em.fork();
    const organizer = em.create(User, { email: 'carol@example.com', password: 'x', name: 'Carol', username: 'carol' });
    const event = em.create(MeetupEvent, {
      organizer,
      title: 'Pontiac cruise night',
      description: 'Bring your Poncho',
      eventDate: new Date('2030-06-01T18:00:00Z'),
      location: 'Pontiac, MI',
    });
    em.create(EventImage, { event, imageUrl: '/uploads/e1.jpg' });
    em.create(EventImage, { event, imageUrl: '/uploads/e2.jpg', displayOrder: 1 });
    await em.flush();
    expect(event.isFree).toBe(true);
    expect(event.status).toBe('upcoming');

    await removeFresh((em) => em.findOneOrFail(MeetupEvent, event.id));

    expect(await ctx.orm.em.fork().count(EventImage, { event: event.id })).toBe(0);
  });
});
