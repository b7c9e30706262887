/** Tests only: a show, members and their garage cars, for the show day API tests. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Show, ShowEntry } from '../../shared/shows/responses';
import type { ShowSetupInput } from '../../shared/shows/schemas';
import { createEvent } from '../events/event-fixture';
import { register, requester, signInAsAdmin, type Requester } from '../test/http';
import { createTestApp, type App, type TestContext } from '../test/test-app';

/** A signed-in member with their id and name. */
export interface Member {
  api: Requester;
  id: string;
  name: string;
  cookie: string;
}

export async function member(app: App): Promise<Member> {
  const account = await register(app);
  return { api: requester(app, { cookie: account.cookie }), id: account.user.id, name: account.user.name, cookie: account.cookie };
}

/** Adds a car to the member's garage; anything but a 201 fails the test. */
export async function garageCar(owner: Requester, car: { modelSlug: string; year: number } = { modelSlug: 'gto', year: 1966 }) {
  const response = await owner.post('/api/garage', car);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

export const showSetup = (overrides: Partial<ShowSetupInput> = {}): ShowSetupInput => ({
  registrationOpen: true,
  classes: [
    { name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 },
    { name: 'Open', modelSlug: null, yearFrom: null, yearTo: null },
  ],
  schedule: [{ startsAt: '2030-05-01T09:00:00.000Z', title: 'Gates open', place: 'North gate' }],
  ...overrides,
});

/** An event of `organizer` made a show; anything but a 200 fails the test. */
export async function createShow(organizer: Requester, overrides: Partial<ShowSetupInput> = {}, event: Record<string, unknown> = {}) {
  const created = await createEvent(organizer, event);
  const response = await organizer.put(`/api/events/${created.id}/show`, showSetup(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Show>();
}

/** Enters the car into the class; the raw answer (tests check refusals with it). */
export const enter = (owner: Requester, show: Show, carId: string, classId: string, id: string = randomUUID()) =>
  owner.post(`/api/shows/${show.eventId}/entries`, { id, carId, classId });

/** Enters the car and expects a 201. */
export async function entered(owner: Requester, show: Show, carId: string, classId: string) {
  const response = await enter(owner, show, carId, classId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ShowEntry>();
}

/** The id of the show's class named `name`. */
export const classId = (show: Show, name: string) => {
  const found = show.classes.find((item) => item.name === name);
  if (!found) throw new Error(`no class ${name}`);
  return found.id;
};

/** What the show test files share: the app on a database of its own, its organizer and an admin, and raw SQL. */
export interface ShowSuite {
  ctx: TestContext;
  organizer: Member;
  admin: Requester;
  query: <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;
}

/**
 * Registers a show test file's hooks (the app made once and closed after; before each test the per-member write
 * limits emptied: these tests are about shows, and the many events and cars they make would reach them) and hands
 * the suite to `ready` once it is made.
 */
export function showSuite(ready: (suite: ShowSuite) => void) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    const app = await createTestApp();
    ctx = app;
    ready({
      ctx: app,
      organizer: await member(app.app),
      admin: requester(app.app, { cookie: await signInAsAdmin(app) }),
      query: <Row>(sql: string, params: unknown[] = []) => app.orm.em.fork().execute<Row[]>(sql, params),
    });
  });
  afterAll(() => ctx?.close());
  beforeEach(() => ctx?.orm.em.fork().execute('delete from rate_limit_hits'));
}
