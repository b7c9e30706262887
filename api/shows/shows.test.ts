import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventDetail, EventSummary } from '../../shared/events/responses';
import type { Show, ShowBundle, ShowCar, ShowEntry } from '../../shared/shows/responses';
import { showTexts } from '../../shared/shows/texts';
import { createEvent } from '../events/event-fixture';
import type { Requester } from '../test/http';
import { photoJpeg, smallPng } from '../test/multipart';
import type { TestContext } from '../test/test-app';
import { classId, createShow, enter, entered, garageCar, member, showSetup, showSuite, type Member, type ShowSuite } from './show-fixture';

let ctx: TestContext;
let organizer: Member;
let admin: Requester;
let query: ShowSuite['query'];
showSuite((suite) => ({ ctx, organizer, admin, query } = suite));

describe('making an event a show', () => {
  it('turns an event into a show with classes, schedule and helpers, which everyone reads; event answers say isShow', async () => {
    const helper = await member(ctx.app);
    const [{ username: helperName = '' } = {}] = await query<{ username: string }>(`select username from users where id = ?`, [helper.id]);
    const event = await createEvent(organizer.api, { maxAttendees: 10 });
    expect(event.isShow).toBe(false);
    const put = await organizer.api.put(`/api/events/${event.id}/show`, showSetup({ helperUsernames: [helperName.toUpperCase()] }));
    expect(put.statusCode, put.body).toBe(200);
    const show = put.json<Show>();
    expect(show).toMatchObject({
      eventId: event.id,
      title: event.title,
      organizer: { id: organizer.id },
      registrationOpen: true,
      maxCars: 10,
      enteredCount: 0,
      votingState: 'not_open',
      schedule: [{ title: 'Gates open', place: 'North gate', startsAt: '2030-05-01T09:00:00.000Z' }],
      helpers: [{ id: helper.id, username: helperName }],
      map: { imageUrl: null, spots: [] },
    });
    expect(show.classes.map((item) => [item.name, item.displayOrder])).toEqual([
      ['GTO 1964–67', 0],
      ['Open', 1],
    ]);
    expect((await ctx.api.get(`/api/shows/${event.id}`)).json<Show>()).toEqual(show);
    expect((await ctx.api.get(`/api/events/${event.id}`)).json<EventDetail>().isShow).toBe(true);
    const listed = (await ctx.api.get('/api/events?limit=100')).json<EventSummary[]>();
    expect(listed.find((item) => item.id === event.id)?.isShow).toBe(true);
  });

  it('replaces the set-up: kept classes keep their id, a class with cars cannot go (409, nothing written)', async () => {
    const show = await createShow(organizer.api);
    const owner = await member(ctx.app);
    await entered(owner.api, show, await garageCar(owner.api), classId(show, 'GTO 1964–67'));
    const [gto, open] = show.classes;
    const renamed = await organizer.api.put(
      `/api/events/${show.eventId}/show`,
      showSetup({
        classes: [
          { ...gto, name: 'GTO' },
          { name: 'Trans Am', modelSlug: 'trans-am' },
        ],
        schedule: [],
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = renamed.json<Show>();
    expect(after.classes.map((item) => item.name)).toEqual(['GTO', 'Trans Am']);
    expect(after.classes[0]?.id).toBe(gto?.id);
    expect(after.classes.some((item) => item.id === open?.id)).toBe(false);
    expect(after.schedule).toEqual([]);

    const dropping = await organizer.api.put(`/api/events/${show.eventId}/show`, showSetup({ classes: [{ name: 'Open' }], schedule: [] }));
    expect(dropping.statusCode).toBe(409);
    expect(dropping.json()).toEqual({ message: showTexts.classHasEntries });
    expect((await ctx.api.get(`/api/shows/${show.eventId}`)).json<Show>().classes.map((item) => item.name)).toEqual(['GTO', 'Trans Am']);
  });

  it('is the organizer’s or an admin’s: others 403, signed out 401, unknown helper 400; an admin’s change is logged', async () => {
    const event = await createEvent(organizer.api);
    const stranger = await member(ctx.app);
    expect((await stranger.api.put(`/api/events/${event.id}/show`, showSetup())).statusCode).toBe(403);
    expect((await ctx.api.put(`/api/events/${event.id}/show`, showSetup())).statusCode).toBe(401);
    expect((await ctx.api.get(`/api/shows/${event.id}`)).statusCode).toBe(404);
    const unknown = await organizer.api.put(`/api/events/${event.id}/show`, showSetup({ helperUsernames: ['nobody-has-this-name'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: showTexts.unknownHelper });
    expect((await ctx.api.get(`/api/shows/${event.id}`)).statusCode).toBe(404);

    expect((await admin.put(`/api/events/${event.id}/show`, showSetup())).statusCode).toBe(200);
    const logged = await query<{ action: string }>(`select action from admin_logs where target_id = ?`, [event.id]);
    expect(logged.map((row) => row.action)).toEqual(['show.setup']);
    const invalid = await organizer.api.put(`/api/events/${event.id}/show`, { ...showSetup(), classes: [{ name: '' }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toContain(showTexts.classNameRequired);
  });

  it('refuses times PostgreSQL cannot store and a schedule far from the event, in words, writing nothing', async () => {
    const event = await createEvent(organizer.api, { eventDate: '2030-05-01T22:00:00.000Z' });
    const put = (overrides: Parameters<typeof showSetup>[0]) => organizer.api.put(`/api/events/${event.id}/show`, showSetup(overrides));
    const yearZero = '0001-01-01T00:30:00+01:00';
    for (const [overrides, message] of [
      [{ schedule: [{ startsAt: yearZero, title: 'Gates open' }] }, 'Schedule time must be between 1900 and 2100'],
      [{ votingOpensAt: yearZero }, 'Voting opens at must be between 1900 and 2100'],
      [{ votingClosesAt: yearZero }, 'Voting closes at must be between 1900 and 2100'],
      [{ schedule: [{ startsAt: '2032-05-01T09:00:00.000Z', title: 'Gates open' }] }, showTexts.scheduleFarFromEvent],
    ] satisfies Array<[Parameters<typeof showSetup>[0], string]>) {
      const answer = await put(overrides);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect(await query(`select 1 from shows where event_id = ?`, [event.id])).toEqual([]);
    expect((await put({ schedule: [{ startsAt: '2030-04-20T09:00:00.000Z', title: 'Cars arrive' }] })).statusCode).toBe(200);
  });

  it('stops being a show only without entries', async () => {
    const show = await createShow(organizer.api);
    expect((await organizer.api.delete(`/api/events/${show.eventId}/show`)).statusCode).toBe(204);
    expect((await ctx.api.get(`/api/shows/${show.eventId}`)).statusCode).toBe(404);
    const again = await createShow(organizer.api);
    const owner = await member(ctx.app);
    await entered(owner.api, again, await garageCar(owner.api), classId(again, 'Open'));
    const refused = await organizer.api.delete(`/api/events/${again.eventId}/show`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: showTexts.showHasEntries });
  });
});

describe('the venue map, and an event deleted', () => {
  it('takes a map picture from the organizer, removes it again, and everything of the show goes with its event', async () => {
    const show = await createShow(organizer.api, { mapSpots: [{ number: 1, label: 'Food', x: 0.5, y: 0.25 }] });
    expect(show.map.spots).toEqual([{ number: 1, label: 'Food', x: 0.5, y: 0.25 }]);
    const stranger = await member(ctx.app);
    expect((await stranger.api.upload(`/api/events/${show.eventId}/show/map`, { bytes: await smallPng() })).statusCode).toBe(403);
    const uploaded = await organizer.api.upload(`/api/events/${show.eventId}/show/map`, { bytes: await smallPng() });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl = uploaded.json<Show>().map.imageUrl ?? '';
    expect(imageUrl).toMatch(/^\/uploads\//);
    expect((await ctx.api.get(`/api/shows/${show.eventId}`)).json<Show>().map.imageUrl).toBe(imageUrl);
    const removed = await organizer.api.delete(`/api/events/${show.eventId}/show/map`);
    expect(removed.json<Show>().map.imageUrl).toBeNull();
    expect((await ctx.api.get(imageUrl)).statusCode).toBe(404);

    const owner = await member(ctx.app);
    await entered(owner.api, show, await garageCar(owner.api), classId(show, 'Open'));
    expect((await organizer.api.delete(`/api/events/${show.eventId}`)).statusCode).toBe(204);
    expect((await ctx.api.get(`/api/shows/${show.eventId}`)).statusCode).toBe(404);
    for (const table of ['shows', 'show_classes', 'show_schedule_items', 'show_entries']) {
      expect(await query(`select 1 from ${table} where event_id = ?`, [show.eventId]), table).toEqual([]);
    }
  });
});

describe('entering a car', () => {
  it('enters a car of the member’s garage with the next number; the same create again is 200, another body 409', async () => {
    const show = await createShow(organizer.api);
    const owner = await member(ctx.app);
    const car = await garageCar(owner.api);
    const id = randomUUID();
    const first = await enter(owner.api, show, car, classId(show, 'GTO 1964–67'), id);
    expect(first.statusCode, first.body).toBe(201);
    const entry = first.json<ShowEntry>();
    expect(entry).toMatchObject({
      id,
      carNumber: 1,
      status: 'entered',
      owner: { id: owner.id },
      car: { id: car, modelName: 'GTO', year: 1966 },
    });
    const replay = await enter(owner.api, show, car, classId(show, 'GTO 1964–67'), id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(entry);
    const clash = await enter(owner.api, show, car, classId(show, 'Open'), id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: showTexts.entryConflict });
    const twice = await enter(owner.api, show, car, classId(show, 'Open'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: showTexts.carAlreadyEntered });
  });

  it('refuses another member’s car, a class it does not fit, an unknown class and closed registration, writing nothing', async () => {
    const show = await createShow(organizer.api);
    const owner = await member(ctx.app);
    const other = await member(ctx.app);
    const firebird = await garageCar(owner.api, { modelSlug: 'firebird', year: 1969 });
    const refusals: Array<[Awaited<ReturnType<typeof enter>>, number, string]> = [
      [await enter(other.api, show, firebird, classId(show, 'Open')), 403, showTexts.notYourCar],
      [await enter(owner.api, show, firebird, classId(show, 'GTO 1964–67')), 400, showTexts.carDoesNotFitClass],
      [await enter(owner.api, show, firebird, randomUUID()), 400, showTexts.unknownClass],
    ];
    for (const [response, status, message] of refusals) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    await organizer.api.put(`/api/events/${show.eventId}/show`, showSetup({ registrationOpen: false, classes: show.classes }));
    const closed = await enter(owner.api, show, firebird, classId(show, 'Open'));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: showTexts.registrationClosed });
    expect(await query(`select id from show_entries where event_id = ?`, [show.eventId])).toEqual([]);
    expect((await enter(ctx.api, show, firebird, classId(show, 'Open'))).statusCode).toBe(401);
  });

  it('hands out distinct numbers 1..20 to 20 entries sent at once', async () => {
    const show = await createShow(organizer.api);
    const owners = await Promise.all(Array.from({ length: 20 }, () => member(ctx.app)));
    const cars = await Promise.all(owners.map((owner) => garageCar(owner.api)));
    const answers = await Promise.all(owners.map((owner, index) => enter(owner.api, show, cars[index] ?? '', classId(show, 'Open'))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.json<ShowEntry>().carNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('waitlists past the cap; a withdrawal moves the oldest waitlisted car up; numbers are never reused', async () => {
    const show = await createShow(organizer.api, {}, { maxAttendees: 2 });
    const owners = await Promise.all(Array.from({ length: 4 }, () => member(ctx.app)));
    const entries: ShowEntry[] = [];
    for (const owner of owners) entries.push(await entered(owner.api, show, await garageCar(owner.api), classId(show, 'Open')));
    expect(entries.map((entry) => [entry.carNumber, entry.status])).toEqual([
      [1, 'entered'],
      [2, 'entered'],
      [3, 'waitlisted'],
      [4, 'waitlisted'],
    ]);
    const [first, , third] = entries;
    const withdrawn = await owners[0]?.api.post(`/api/shows/${show.eventId}/entries/${first?.id}/withdraw`);
    expect(withdrawn?.statusCode).toBe(200);
    expect(withdrawn?.json()).toMatchObject({ status: 'withdrawn', owner: null, carNumber: 1 });
    expect((await owners[0]?.api.post(`/api/shows/${show.eventId}/entries/${first?.id}/withdraw`))?.statusCode).toBe(200);
    const bundle = (await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>();
    expect(bundle.entries.map((entry) => [entry.carNumber, entry.status])).toEqual([
      [1, 'withdrawn'],
      [2, 'entered'],
      [3, 'entered'],
      [4, 'waitlisted'],
    ]);
    expect(bundle.entries.find((entry) => entry.id === third?.id)?.status).toBe('entered');
    expect(bundle.show).toMatchObject({ enteredCount: 2, waitlistCount: 1 });
    const again = await entered(owners[0]?.api ?? ctx.api, show, await garageCar(owners[0]?.api ?? ctx.api), classId(show, 'Open'));
    expect(again.carNumber).toBe(5);
  });

  it('only the owner, the organizer or an admin withdraws; an admin’s withdrawal is logged', async () => {
    const show = await createShow(organizer.api);
    const owner = await member(ctx.app);
    const stranger = await member(ctx.app);
    const entry = await entered(owner.api, show, await garageCar(owner.api), classId(show, 'Open'));
    const refused = await stranger.api.post(`/api/shows/${show.eventId}/entries/${entry.id}/withdraw`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: showTexts.notYourEntry });
    expect((await stranger.api.post(`/api/shows/${show.eventId}/entries/${randomUUID()}/withdraw`)).statusCode).toBe(404);
    expect((await admin.post(`/api/shows/${show.eventId}/entries/${entry.id}/withdraw`)).statusCode).toBe(200);
    const logged = await query<{ action: string }>(`select action from admin_logs where target_id = ?`, [show.eventId]);
    expect(logged.map((row) => row.action)).toEqual(['show.entry.withdraw']);
  });
});

describe('reading a show', () => {
  it('gives the offline bundle with an ETag (304 again), a car page with photos, and a ≤ 15 KB WebP thumbnail', async () => {
    const show = await createShow(organizer.api);
    const owner = await member(ctx.app);
    const car = await garageCar(owner.api);
    const photo = await owner.api.upload(`/api/garage/${car}/photos`, { bytes: await photoJpeg(), name: 'car.jpg', type: 'image/jpeg' });
    expect(photo.statusCode, photo.body).toBe(201);
    const entry = await entered(owner.api, show, car, classId(show, 'GTO 1964–67'));
    expect(entry.thumbnailUrl).toMatch(/^\/uploads\/.+-thumb\.webp$/);
    const thumbnail = await ctx.api.get(entry.thumbnailUrl ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.length).toBeLessThanOrEqual(15 * 1024);
    expect(thumbnail.headers['cache-control']).toContain('immutable');

    const bundle = await ctx.api.get(`/api/shows/${show.eventId}/offline`);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.json<ShowBundle>()).toMatchObject({ show: { eventId: show.eventId }, entries: [{ id: entry.id }], results: null });
    const etag = String(bundle.headers.etag);
    expect((await ctx.api.get(`/api/shows/${show.eventId}/offline`, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const page = await ctx.api.get(`/api/shows/${show.eventId}/entries/${entry.carNumber}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<ShowCar>()).toMatchObject({ id: entry.id, className: 'GTO 1964–67', photos: [expect.stringMatching(/^\/uploads\//)] });
    const missing = await ctx.api.get(`/api/shows/${show.eventId}/entries/999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: showTexts.carNumberNotFound });
    const noPhoto = await entered(owner.api, show, await garageCar(owner.api), classId(show, 'Open'));
    expect(noPhoto.thumbnailUrl).toBeNull();
  });
});
