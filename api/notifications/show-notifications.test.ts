import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEventPayload } from '../events/event-fixture';
import { classId, createShow, entered, garageCar, member } from '../shows/show-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { notificationsOf } from './notification-fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('show notifications', () => {
  it('tells the members with a car entered of changes, People’s Choice and a cancellation, never the organizer', async () => {
    const organizer = await member(ctx.app);
    const owner = await member(ctx.app);
    const withdrawn = await member(ctx.app);
    const show = await createShow(organizer.api, {}, { title: 'Pontiac Days' });
    await entered(owner.api, show, await garageCar(owner.api), classId(show, 'Open'));
    const gone = await entered(withdrawn.api, show, await garageCar(withdrawn.api), classId(show, 'Open'));
    expect((await withdrawn.api.post(`/api/shows/${show.eventId}/entries/${gone.id}/withdraw`)).statusCode).toBe(200);

    const edited = await organizer.api.put(`/api/events/${show.eventId}`, newEventPayload({ title: 'Pontiac Days 2030' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'open' })).statusCode).toBe(200);
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'close' })).statusCode).toBe(200);
    const url = `/events/${show.eventId}`;
    expect(await notificationsOf(ctx, owner)).toMatchObject([
      { kind: 'results_published', subject: 'Pontiac Days 2030', url },
      { kind: 'voting_opened', subject: 'Pontiac Days 2030', url },
      { kind: 'show_changed', subject: 'Pontiac Days 2030', url, actor: { id: organizer.id } },
    ]);

    expect((await organizer.api.delete(`/api/events/${show.eventId}`)).statusCode).toBe(204);
    expect((await notificationsOf(ctx, owner))[0]).toMatchObject({ kind: 'show_cancelled', subject: 'Pontiac Days 2030', url: '/events' });
    expect(await notificationsOf(ctx, organizer)).toEqual([]);
    expect(await notificationsOf(ctx, withdrawn)).toEqual([]);
  });
});
