import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Show } from '../../shared/shows/responses';
import { newEventPayload } from '../events/event-fixture';
import { classId, createShow, entered, garageCar, member, showSetup, type Member } from '../shows/show-fixture';
import type { Requester } from '../test/http';
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

/** Sets the show's People's Choice window through the set-up (its classes kept); anything but a 200 fails the test. */
async function setVotingWindow(organizer: Requester, show: Show, window: { votingOpensAt: Date; votingClosesAt: Date | null }) {
  const response = await organizer.put(
    `/api/events/${show.eventId}/show`,
    showSetup({
      classes: show.classes.map(({ id, name, modelSlug, yearFrom, yearTo }) => ({ id, name, modelSlug, yearFrom, yearTo })),
      votingOpensAt: window.votingOpensAt.toISOString(),
      votingClosesAt: window.votingClosesAt?.toISOString() ?? null,
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('results of a People’s Choice closed by its scheduled time', () => {
  /** A show with two members' cars entered, voting open, closing in an hour. */
  async function showWithEntrants(title: string) {
    const organizer = await member(ctx.app);
    const owners = [await member(ctx.app), await member(ctx.app)];
    const show = await createShow(organizer.api, {}, { title });
    for (const owner of owners) await entered(owner.api, show, await garageCar(owner.api), classId(show, 'Open'));
    await setVotingWindow(organizer.api, show, { votingOpensAt: secondsFromNow(-3600), votingClosesAt: secondsFromNow(3600) });
    return { organizer, owners, show };
  }
  /** The member's results notifications; a second announcement while the first is unread raises its count. */
  const resultsOf = async (owner: Member) =>
    (await notificationsOf(ctx, owner))
      .filter((item) => item.kind === 'results_published')
      .map(({ subject, url, actor, count }) => ({ subject, url, actor, count }));

  it('are announced once to each entrant, however often and on however many servers the background work runs', async () => {
    const { organizer, owners, show } = await showWithEntrants('Scheduled Close Show');
    for (const owner of owners) expect(await resultsOf(owner)).toEqual([]);

    // The close time passes (set in the past here): nothing is written at that moment, the background work finds it.
    await setVotingWindow(organizer.api, show, { votingOpensAt: secondsFromNow(-3600), votingClosesAt: secondsFromNow(-60) });
    const other = await ctx.anotherServer();
    try {
      await Promise.all([ctx.app.notificationDelivery.settle(), other.app.notificationDelivery.settle()]);
    } finally {
      await other.close();
    }
    const expected = [{ subject: 'Scheduled Close Show', url: `/events/${show.eventId}`, actor: null, count: 1 }];
    for (const owner of owners) expect(await resultsOf(owner)).toEqual(expected);

    // Running again, saving the same set-up again, or the organizer closing by hand announces nothing more.
    await ctx.app.notificationDelivery.settle();
    await setVotingWindow(organizer.api, show, { votingOpensAt: secondsFromNow(-3600), votingClosesAt: secondsFromNow(-60) });
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'close' })).statusCode).toBe(200);
    for (const owner of owners) expect(await resultsOf(owner)).toEqual(expected);
  });

  it('are announced a moment after a close time that was still ahead', async () => {
    const { organizer, owners, show } = await showWithEntrants('Closing Soon Show');
    await setVotingWindow(organizer.api, show, { votingOpensAt: secondsFromNow(-3600), votingClosesAt: secondsFromNow(1) });
    await expect.poll(async () => (await resultsOf(owners[0] as Member)).length, { timeout: 15_000, interval: 250 }).toBe(1);
    expect((await resultsOf(owners[1] as Member)).map((item) => item.count)).toEqual([1]);
  });

  it('a close by hand is announced once however often it is pressed, and a new round once more', async () => {
    const { organizer, owners, show } = await showWithEntrants('Closed By Hand Show');
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'close' })).statusCode).toBe(200);
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'close' })).statusCode).toBe(200);
    await ctx.app.notificationDelivery.settle();
    for (const owner of owners) expect((await resultsOf(owner)).map((item) => item.count)).toEqual([1]);

    // Opening again is a new round: its close is announced again, once.
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'open' })).statusCode).toBe(200);
    await setVotingWindow(organizer.api, show, { votingOpensAt: secondsFromNow(-3600), votingClosesAt: secondsFromNow(-1) });
    await ctx.app.notificationDelivery.settle();
    await ctx.app.notificationDelivery.settle();
    // Still unread, so the same line counts both rounds.
    for (const owner of owners) expect((await resultsOf(owner)).map((item) => item.count)).toEqual([2]);
  });
});
