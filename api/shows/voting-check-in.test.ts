import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MyShow, Show, ShowBundle, ShowCheckInAnswer, ShowEntry, ShowResults } from '../../shared/shows/responses';
import { showTexts } from '../../shared/shows/texts';
import type { Requester } from '../test/http';
import { statementsDuring } from '../test/statements';
import { untilCachesListen, type TestContext } from '../test/test-app';
import { WRITTEN_BY_HEADER } from '../../shared/http/written-by';
import { classId, createShow, entered, garageCar, member, showSetup, showSuite, type Member, type ShowSuite } from './show-fixture';

let ctx: TestContext;
let organizer: Member;
let admin: Requester;
let query: ShowSuite['query'];
showSuite((suite) => ({ ctx, organizer, admin, query } = suite));
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** A show with two GTOs and a Firebird entered by three owners, and a visitor who owns none of them. */
async function showWithCars(overrides: Parameters<typeof createShow>[1] = {}) {
  const show = await createShow(organizer.api, {
    classes: [
      { name: 'GTO', modelSlug: 'gto' },
      { name: 'Firebird', modelSlug: 'firebird' },
    ],
    ...overrides,
  });
  const owners = await Promise.all([member(ctx.app), member(ctx.app), member(ctx.app)]);
  const [a, b, c] = owners;
  if (!a || !b || !c) throw new Error('three owners');
  const gtoA = await entered(a.api, show, await garageCar(a.api), classId(show, 'GTO'));
  const gtoB = await entered(b.api, show, await garageCar(b.api), classId(show, 'GTO'));
  const bird = await entered(c.api, show, await garageCar(c.api, { modelSlug: 'firebird', year: 1969 }), classId(show, 'Firebird'));
  return { show, owners: { a, b, c }, gtoA, gtoB, bird, visitor: await member(ctx.app) };
}

const vote = (voter: Requester, show: Show, entry: ShowEntry, castAt = new Date().toISOString()) =>
  voter.put(`/api/shows/${show.eventId}/votes/${entry.classId}`, { entryId: entry.id, castAt });
const openVoting = (show: Show) => organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'open' });
const closeVoting = (show: Show) => organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'close' });

describe("People's Choice", () => {
  it('refuses votes before the opening (409) and after the close (409 votingClosed), counting nothing', async () => {
    const { show, gtoA, visitor } = await showWithCars();
    const early = await vote(visitor.api, show, gtoA);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: showTexts.votingNotOpen });
    const opened = await openVoting(show);
    expect(opened.json<Show>().votingState).toBe('open');
    expect((await vote(visitor.api, show, gtoA)).statusCode).toBe(200);
    expect((await closeVoting(show)).json<Show>().votingState).toBe('closed');
    // Cast while voting was open, arriving after the close (a device that was offline): refused, the member is told.
    const late = await vote(visitor.api, show, gtoA, minutes(-1));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: showTexts.votingClosed });
    expect(await query(`select entry_id from show_votes where event_id = ?`, [show.eventId])).toHaveLength(1);
  });

  it('keeps one vote per member and class, the latest castAt winning even when an older one arrives last', async () => {
    const { show, gtoA, gtoB, bird, visitor } = await showWithCars({ votingOpensAt: minutes(-5) });
    const first = await vote(visitor.api, show, gtoA, minutes(-3));
    expect(first.statusCode).toBe(200);
    expect((await vote(visitor.api, show, gtoB, minutes(-1))).json()).toMatchObject({ entryId: gtoB.id });
    const older = await vote(visitor.api, show, gtoA, minutes(-2));
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ classId: gtoB.classId, entryId: gtoB.id });
    expect((await vote(visitor.api, show, bird)).statusCode).toBe(200);
    const mine = (await visitor.api.get(`/api/shows/${show.eventId}/me`)).json<MyShow>();
    expect(mine.votes.map((item) => item.entryId).sort()).toEqual([gtoB.id, bird.id].sort());
    expect(await query(`select 1 from show_votes where event_id = ? and voter_id = ?`, [show.eventId, visitor.id])).toHaveLength(2);
  });

  it('counts a vote cast by a clock running ahead as cast now, so a later choice still replaces it; year 0 is a 400', async () => {
    const { show, gtoA, gtoB, visitor } = await showWithCars({ votingOpensAt: minutes(-5) });
    const ahead = await vote(visitor.api, show, gtoA, minutes(60 * 24 * 365));
    expect(ahead.statusCode).toBe(200);
    expect(Date.parse(ahead.json<{ castAt: string }>().castAt)).toBeLessThanOrEqual(Date.now());
    expect((await vote(visitor.api, show, gtoB, minutes(0))).json()).toMatchObject({ entryId: gtoB.id });
    const yearZero = await vote(visitor.api, show, gtoA, '0001-01-01T00:30:00+01:00');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json()).toEqual({ message: 'castAt: castAt must be between 1900 and 2100' });
  });

  it('refuses a vote for one’s own car, a car of another class, a withdrawn car, and when signed out', async () => {
    const { show, owners, gtoA, gtoB, bird, visitor } = await showWithCars({ votingOpensAt: minutes(-5) });
    const own = await vote(owners.a.api, show, gtoA);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: showTexts.ownCarVote });
    const otherClass = await visitor.api.put(`/api/shows/${show.eventId}/votes/${gtoA.classId}`, { entryId: bird.id, castAt: minutes(0) });
    expect(otherClass.statusCode).toBe(400);
    expect(otherClass.json()).toEqual({ message: showTexts.entryNotInClass });
    await owners.b.api.post(`/api/shows/${show.eventId}/entries/${gtoB.id}/withdraw`);
    const withdrawn = await vote(visitor.api, show, gtoB);
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json()).toEqual({ message: showTexts.withdrawnEntryVote });
    expect((await vote(ctx.api, show, gtoA)).statusCode).toBe(401);
    expect(await query(`select 1 from show_votes where event_id = ?`, [show.eventId])).toEqual([]);
  });

  it('is one statement once the voter’s session is known, and refuses a vote queued by another member and a blocked member’s (401: the block ended the session)', async () => {
    const { show, gtoA, gtoB, visitor } = await showWithCars({ votingOpensAt: minutes(-5) });
    expect((await vote(visitor.api, show, gtoB, minutes(-1))).statusCode).toBe(200);
    const { statements, result } = await statementsDuring(ctx.orm, () => vote(visitor.api, show, gtoA));
    expect(result.json()).toMatchObject({ entryId: gtoA.id });
    expect(statements).toBe(1);
    const someoneElses = await visitor.api.put(
      `/api/shows/${show.eventId}/votes/${gtoA.classId}`,
      { entryId: gtoB.id, castAt: minutes(0) },
      { headers: { [WRITTEN_BY_HEADER]: randomUUID() } },
    );
    expect(someoneElses.statusCode).toBe(401);
    expect((await admin.post(`/api/admin/users/${visitor.id}/block`)).statusCode).toBe(200);
    expect((await vote(visitor.api, show, gtoB)).statusCode).toBe(401);
    expect(await query(`select entry_id from show_votes where event_id = ?`, [show.eventId])).toEqual([{ entry_id: gtoA.id }]);
  });

  it('shows results with ties to everyone once closed (in the offline bundle too), to the organizer alone before', async () => {
    const { show, gtoA, gtoB, bird, visitor } = await showWithCars({ votingOpensAt: minutes(-5) });
    const voters = [visitor, await member(ctx.app)];
    for (const voter of voters) expect((await vote(voter.api, show, bird)).statusCode).toBe(200);
    expect((await vote(voters[0]?.api ?? ctx.api, show, gtoA)).statusCode).toBe(200);
    expect((await vote(voters[1]?.api ?? ctx.api, show, gtoB)).statusCode).toBe(200);

    const early = await visitor.api.get(`/api/shows/${show.eventId}/results`);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: showTexts.resultsNotPublished });
    expect((await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>().results).toBeNull();
    const tally = (await organizer.api.get(`/api/shows/${show.eventId}/results`)).json<ShowResults>();
    expect(tally).toMatchObject({ votingState: 'open', provisional: true });

    await closeVoting(show);
    const results = (await ctx.api.get(`/api/shows/${show.eventId}/results`)).json<ShowResults>();
    expect(results.provisional).toBe(false);
    const gto = results.classes.find((item) => item.classId === gtoA.classId);
    expect(gto?.totalVotes).toBe(2);
    expect(gto?.standings.map((item) => [item.carNumber, item.votes, item.rank])).toEqual([
      [gtoA.carNumber, 1, 1],
      [gtoB.carNumber, 1, 1],
    ]);
    expect(results.classes.find((item) => item.classId === bird.classId)?.standings).toEqual([
      { entryId: bird.id, carNumber: bird.carNumber, votes: 2, rank: 1 },
    ]);
    expect((await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>().results).toEqual(results);
  });

  it('opening and closing is the organizer’s or an admin’s (logged)', async () => {
    const { show, visitor } = await showWithCars();
    expect((await visitor.api.post(`/api/shows/${show.eventId}/voting`, { action: 'open' })).statusCode).toBe(403);
    expect((await admin.post(`/api/shows/${show.eventId}/voting`, { action: 'open' })).statusCode).toBe(200);
    const logged = await query<{ action: string }>(`select action from admin_logs where target_id = ?`, [show.eventId]);
    expect(logged.map((row) => row.action)).toEqual(['show.voting.open']);
    expect((await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'later' })).statusCode).toBe(400);
  });
});

const checkInBy = (by: Requester, show: Show, carNumber: number, id = randomUUID(), checkedInAt = minutes(-30)) =>
  by.post(`/api/shows/${show.eventId}/check-ins`, { id, carNumber, checkedInAt });

describe('check-in at the gate', () => {
  const checkIn = checkInBy;

  it('keeps the first check-in with its own time; a second device is told who and when; the same one again replays', async () => {
    const helper = await member(ctx.app);
    const [{ username = '' } = {}] = await query<{ username: string }>(`select username from users where id = ?`, [helper.id]);
    const { show, gtoA } = await showWithCars();
    await organizer.api.put(`/api/events/${show.eventId}/show`, showSetup({ classes: show.classes, helperUsernames: [username] }));
    const id = randomUUID();
    const at = minutes(-30);
    const first = await checkIn(organizer.api, show, gtoA.carNumber, id, at);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ShowCheckInAnswer>()).toMatchObject({
      entry: { id: gtoA.id, status: 'checked_in', checkedInAt: at },
      alreadyCheckedIn: null,
    });
    const replay = await checkIn(organizer.api, show, gtoA.carNumber, id, at);
    expect(replay.statusCode).toBe(201);
    expect(replay.json<ShowCheckInAnswer>().alreadyCheckedIn).toBeNull();
    const second = await checkIn(helper.api, show, gtoA.carNumber, randomUUID(), minutes(-10));
    expect(second.statusCode).toBe(200);
    expect(second.json<ShowCheckInAnswer>().alreadyCheckedIn).toEqual({ at, byName: organizer.name });
    const rows = await query<{ checked_in_at: Date }>(`select checked_in_at from show_entries where id = ?`, [gtoA.id]);
    expect(rows.map((row) => new Date(row.checked_in_at).toISOString())).toEqual([at]);
    expect((await helper.api.get(`/api/shows/${show.eventId}/me`)).json<MyShow>()).toMatchObject({ canCheckIn: true, isOrganizer: false });
  });

  it('is for the organizer, helpers and admins only, and refuses unknown, withdrawn and waitlisted cars', async () => {
    const { show, owners, gtoA, gtoB, visitor } = await showWithCars();
    const refused = await checkIn(visitor.api, show, gtoA.carNumber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: showTexts.checkInNotAllowed });
    const unknown = await checkIn(admin, show, 999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: showTexts.carNumberNotFound });
    await owners.b.api.post(`/api/shows/${show.eventId}/entries/${gtoB.id}/withdraw`);
    const withdrawn = await checkIn(admin, show, gtoB.carNumber);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({ message: showTexts.withdrawnCheckIn });
    expect(await query(`select 1 from show_entries where event_id = ? and checked_in_at is not null`, [show.eventId])).toEqual([]);

    const full = await createShow(organizer.api, {}, { maxAttendees: 1 });
    const first = await member(ctx.app);
    const second = await member(ctx.app);
    await entered(first.api, full, await garageCar(first.api), classId(full, 'Open'));
    const waiting = await entered(second.api, full, await garageCar(second.api), classId(full, 'Open'));
    const waitlisted = await checkIn(organizer.api, full, waiting.carNumber);
    expect(waitlisted.statusCode).toBe(409);
    expect(waitlisted.json()).toEqual({ message: showTexts.waitlistedCheckIn });
  });
});

describe('what a show keeps ready is fresh', () => {
  it('after a check-in, a garage edit, an owner’s new name and a raised cap; and its voting state follows the clock', async () => {
    await untilCachesListen(ctx.app);
    const { show, owners, gtoA } = await showWithCars();
    const bundle = async () => (await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>();
    const entryOf = async (id: string) => (await bundle()).entries.find((entry) => entry.id === id);
    expect((await bundle()).show.votingState).toBe('not_open');
    expect((await entryOf(gtoA.id))?.status).toBe('entered');
    await ctx.api.get(`/api/shows/${show.eventId}/offline`);

    expect(
      (
        await organizer.api.post(`/api/shows/${show.eventId}/check-ins`, {
          id: randomUUID(),
          carNumber: gtoA.carNumber,
          checkedInAt: minutes(0),
        })
      ).statusCode,
    ).toBe(201);
    expect((await entryOf(gtoA.id))?.status).toBe('checked_in');
    const car = gtoA.car;
    expect(
      (await owners.a.api.put(`/api/garage/${car.id}`, { modelSlug: 'gto', year: car.year, exteriorColor: 'Mayfair Maize' })).statusCode,
    ).toBe(200);
    expect((await entryOf(gtoA.id))?.car.exteriorColor).toBe('Mayfair Maize');
    await ctx.orm.em.fork().execute(`update users set name = 'Renamed Owner' where id = ?`, [owners.a.id]);
    await expect.poll(async () => (await entryOf(gtoA.id))?.owner?.name).toBe('Renamed Owner');

    // The window opens a few seconds after a show of its own is made (one request: the margin holds on a busy machine).
    const clocked = await createShow(organizer.api, { votingOpensAt: new Date(Date.now() + 4000).toISOString() });
    const clockedState = async () => (await ctx.api.get(`/api/shows/${clocked.eventId}/offline`)).json<ShowBundle>().show.votingState;
    expect(await clockedState()).toBe('not_open');
    await expect.poll(clockedState, { timeout: 15_000 }).toBe('open');

    const full = await createShow(organizer.api, {}, { maxAttendees: 1 });
    const first = await member(ctx.app);
    const second = await member(ctx.app);
    await entered(first.api, full, await garageCar(first.api), classId(full, 'Open'));
    const waiting = await entered(second.api, full, await garageCar(second.api), classId(full, 'Open'));
    const event = (await ctx.api.get(`/api/events/${full.eventId}`)).json<Record<string, unknown>>();
    const raised = await organizer.api.put(`/api/events/${full.eventId}`, {
      title: event.title,
      description: event.description,
      eventDate: event.eventDate,
      location: event.location,
      maxAttendees: 2,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const after = (await ctx.api.get(`/api/shows/${full.eventId}/offline`)).json<ShowBundle>();
    expect(after.entries.find((entry) => entry.id === waiting.id)?.status).toBe('entered');
    expect(after.show).toMatchObject({ maxCars: 2, enteredCount: 2, waitlistCount: 0 });
  });
});

describe('a member whose account goes', () => {
  it('takes their entries and votes along; a check-in they made stays, answered as by a former helper', async () => {
    const helper = await member(ctx.app);
    const [{ username = '' } = {}] = await query<{ username: string }>(`select username from users where id = ?`, [helper.id]);
    const { show, owners, gtoA, bird, visitor } = await showWithCars({ votingOpensAt: minutes(-5) });
    await organizer.api.put(
      `/api/events/${show.eventId}/show`,
      showSetup({ classes: show.classes, helperUsernames: [username], votingOpensAt: minutes(-5) }),
    );
    expect((await vote(visitor.api, show, gtoA)).statusCode).toBe(200);
    expect((await checkInBy(helper.api, show, bird.carNumber)).statusCode).toBe(201);
    for (const gone of [visitor.id, owners.a.id, helper.id]) await ctx.orm.em.fork().execute(`delete from users where id = ?`, [gone]);
    const bundle = (await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>();
    expect(bundle.entries.map((entry) => entry.id)).not.toContain(gtoA.id);
    expect(bundle.show.helpers).toEqual([]);
    expect(await query(`select 1 from show_votes where event_id = ?`, [show.eventId])).toEqual([]);
    const again = await checkInBy(organizer.api, show, bird.carNumber);
    expect(again.json<ShowCheckInAnswer>().alreadyCheckedIn?.byName).toBe(showTexts.formerHelper);
  });
});

describe('a car deleted from its garage', () => {
  it('leaves the show, and its place goes to the oldest waitlisted car', async () => {
    const show = await createShow(organizer.api, {}, { maxAttendees: 1 });
    const first = await member(ctx.app);
    const second = await member(ctx.app);
    const car = await garageCar(first.api);
    await entered(first.api, show, car, classId(show, 'Open'));
    const waiting = await entered(second.api, show, await garageCar(second.api), classId(show, 'Open'));
    expect((await first.api.delete(`/api/garage/${car}`)).statusCode).toBe(204);
    const bundle = (await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>();
    expect(bundle.entries.map((entry) => [entry.id, entry.status])).toEqual([[waiting.id, 'entered']]);
  });
});
