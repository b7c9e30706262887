import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventImage as EventImageDto, EventSummary } from '../../shared/events/responses';
import { createTestApp, type TestContext } from '../test/test-app';
import { register, requester, signInAsAdmin, type Body, type Method, type Requester } from '../test/http';
import { smallPng } from '../test/multipart';
import { EventImage } from './event-image.entity';
import { MeetupEvent } from './event.entity';
import { createEvent, newEventPayload } from './event-fixture';

let ctx: TestContext;
let admin: Requester;
let organizer: Requester;
let organizerId: string;
let other: Requester;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  const account = await register(ctx.app);
  organizer = requester(ctx.app, { cookie: account.cookie });
  organizerId = account.user.id;
  other = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
});
afterAll(() => ctx.close());
// These tests are about events, not the per-member write limits (api/base/limits/member-writes.test.ts): each starts
// with nothing counted, so the many events one organizer creates here never reach them.
beforeEach(() => ctx.orm.em.fork().execute('delete from rate_limit_hits'));

async function upload(eventId: string, options: { by?: Requester; bytes?: Buffer; key?: string; caption?: string } = {}) {
  return (options.by ?? organizer).upload(
    `/api/events/${eventId}/images`,
    { bytes: options.bytes ?? (await smallPng()) },
    {
      fields: options.caption ? { caption: options.caption } : {},
      headers: options.key ? { 'idempotency-key': options.key } : {},
    },
  );
}
const countEvents = (where: { id?: string; title?: string } = {}) => ctx.orm.em.fork().count(MeetupEvent, where);
const countImages = (where: { id?: string; event?: string }) => ctx.orm.em.fork().count(EventImage, where);
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('reading events', () => {
  it('lists events by date with image counts and organizer names', async () => {
    const later = await createEvent(organizer, { eventDate: '2031-01-01T10:00:00Z' });
    const earlier = await createEvent(organizer, { eventDate: '2029-01-01T10:00:00Z', isFree: false, price: 1500 });
    await upload(later.id);
    await upload(later.id);
    const response = await ctx.api.get('/api/events');
    expect(response.statusCode).toBe(200);
    const list = response.json<EventSummary[]>();
    const dates = list.map((event) => event.eventDate);
    expect(dates).toEqual([...dates].sort());
    const ids = list.map((event) => event.id);
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
    expect(list.find((event) => event.id === later.id)).toMatchObject({
      imageCount: 2,
      organizerId,
      organizer: { name: 'Test Driver' },
      isFree: true,
      price: null,
      status: 'upcoming',
      isShow: false,
    });
    const paid = list.find((event) => event.id === earlier.id);
    expect(paid).toMatchObject({ imageCount: 0, isFree: false, price: 1500, city: 'Pontiac', state: 'MI' });
    expect(Object.keys(paid ?? {}).sort()).toEqual(
      [
        'city',
        'description',
        'eventDate',
        'id',
        'imageCount',
        'isFree',
        'isShow',
        'location',
        'organizer',
        'organizerId',
        'price',
        'state',
        'status',
        'title',
      ].sort(),
    );
  });

  it('shows one event in full, and 404 Event Not Found for an unknown one', async () => {
    const created = await createEvent(organizer, {
      address: '1 Main St',
      zipCode: '48342',
      contactEmail: 'host@example.com',
      contactPhone: '555-0100',
      maxAttendees: 40,
    });
    const response = await ctx.api.get(`/api/events/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      organizerId,
      organizer: { name: 'Test Driver' },
      address: '1 Main St',
      zipCode: '48342',
      contactEmail: 'host@example.com',
      contactPhone: '555-0100',
      maxAttendees: 40,
      eventDate: '2030-05-01T22:00:00.000Z',
    });
    expect(response.json()).toHaveProperty('createdAt');
    expect(response.json()).toHaveProperty('updatedAt');
    expect(response.json()).not.toHaveProperty('createFingerprint');
    const missing = await ctx.api.get(`/api/events/${unknownId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event Not Found' });
    expect((await organizer.get('/api/events/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists an event’s images in display order', async () => {
    const event = await createEvent(organizer);
    const first = (await upload(event.id, { caption: 'Front' })).json<EventImageDto>();
    const second = (await upload(event.id)).json<EventImageDto>();
    const response = await ctx.api.get(`/api/events/${event.id}/images`);
    expect(response.json()).toEqual([
      { id: first.id, imageUrl: first.imageUrl, caption: 'Front', displayOrder: 0 },
      { id: second.id, imageUrl: second.imageUrl, caption: null, displayOrder: 1 },
    ]);
    expect((await organizer.get(`/api/events/${unknownId}/images`)).statusCode).toBe(404);
  });
});

describe('creating events', () => {
  it('needs a signed-in user', async () => {
    const response = await ctx.api.post('/api/events', newEventPayload());
    expect(response.statusCode).toBe(401);
  });

  it('creates an event owned by the caller, with the defaults', async () => {
    const created = await createEvent(organizer);
    expect(created).toMatchObject({ organizerId, isFree: true, price: null, status: 'upcoming', address: null, maxAttendees: null });
    // Answered from the stored entity: the organizer's name and the timestamps are there without a second read.
    expect(created).toMatchObject({ organizer: { name: 'Test Driver' } });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
  });

  it.each([
    ['no title', { title: undefined }, 'Title is required'],
    ['a blank title', { title: '  ' }, 'Title is required'],
    ['no description', { description: '' }, 'Description is required'],
    ['no event date', { eventDate: undefined }, 'Event date is required'],
    ['an event date that is not a timestamp', { eventDate: 'next Friday' }, 'Event date must be an ISO date and time'],
    ['no location', { location: '' }, 'Location is required'],
    ['a bad contact email', { contactEmail: 'not-an-email' }, 'Contact email must be a valid email address'],
    ['zero max attendees', { maxAttendees: 0 }, 'Max attendees must be greater than 0'],
    ['fractional max attendees', { maxAttendees: 2.5 }, 'Max attendees must be a whole number'],
    ['text max attendees', { maxAttendees: '20' }, 'Max attendees must be a number'],
    ['a price on a free event', { isFree: true, price: 500 }, 'A free event has no price'],
    ['a price on a default (free) event', { price: 500 }, 'A free event has no price'],
    ['a negative price', { isFree: false, price: -1 }, 'Price must not be negative'],
    ['a fractional price', { isFree: false, price: 9.99 }, 'Price must be a whole number of cents'],
    ['a too-long title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ['a too-long city', { city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
    ['an unknown status', { status: 'cancelled' }, 'Status must be one of'],
    ['a malformed id', { id: 'abc' }, 'Event id must be a uuid'],
  ])('refuses %s with 400 and the form message', async (_case, overrides, message) => {
    const before = await countEvents();
    const response = await organizer.post('/api/events', newEventPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await countEvents()).toBe(before);
  });

  it('accepts the optional fields as null or blank and stores blanks as null', async () => {
    const created = await createEvent(organizer, {
      address: null,
      city: '',
      state: null,
      zipCode: null,
      contactPhone: null,
      contactEmail: '',
      maxAttendees: null,
      price: null,
    });
    expect(created).toMatchObject({
      address: null,
      city: null,
      state: null,
      zipCode: null,
      contactPhone: null,
      contactEmail: null,
      maxAttendees: null,
      price: null,
    });
  });

  it('stores a paid event’s price in cents, and a paid event may leave the price open', async () => {
    expect((await createEvent(organizer, { isFree: false, price: 2500 })).price).toBe(2500);
    expect((await createEvent(organizer, { isFree: false })).price).toBeNull();
  });

  it('a replayed create with the same id and body returns the same event, once', async () => {
    const id = randomUUID();
    const first = await organizer.post('/api/events', newEventPayload({ id, title: 'Replay show' }));
    expect(first.statusCode).toBe(201);
    expect(first.json<{ id: string }>().id).toBe(id);
    // Same meaning, different spelling: keys reordered, the date with an offset, a default spelled out.
    const { title, ...rest } = newEventPayload({ id, title: 'Replay show', eventDate: '2030-05-01T18:00:00-04:00', isFree: true });
    const again = await organizer.post('/api/events', { ...rest, title });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countEvents({ id })).toBe(1);
    expect(await countEvents({ title: 'Replay show' })).toBe(1);
  });

  it('a replayed create with the same id and a different body is a 409', async () => {
    const id = randomUUID();
    expect((await organizer.post('/api/events', newEventPayload({ id, title: 'Original' }))).statusCode).toBe(201);
    const changed = await organizer.post('/api/events', newEventPayload({ id, title: 'Changed' }));
    expect(changed.statusCode).toBe(409);
    // The same body from another user is not a replay either.
    const otherUser = await other.post('/api/events', newEventPayload({ id, title: 'Original' }));
    expect(otherUser.statusCode).toBe(409);
    expect((await organizer.get(`/api/events/${id}`)).json<{ title: string }>().title).toBe('Original');
  });
});

describe('permissions', () => {
  it('PUT, DELETE, image upload and image delete: 401 signed out, 404 unknown, 403 for another user', async () => {
    const event = await createEvent(organizer);
    const image = (await upload(event.id)).json<EventImageDto>();
    const calls: Array<[Method, string, Body | undefined]> = [
      ['PUT', `/api/events/${event.id}`, newEventPayload()],
      ['DELETE', `/api/events/${event.id}`, undefined],
      ['POST', `/api/events/${event.id}/images`, undefined],
      ['DELETE', `/api/events/${event.id}/images/${image.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await ctx.api.request(method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      const otherUser = await other.request(method, url, payload);
      expect(otherUser.statusCode, `${method} ${url} as another user`).toBe(403);
      expect(otherUser.json()).toEqual({ message: 'Only the organizer or an administrator can change this event' });
      const unknown = await other.request(method, url.replace(event.id, unknownId), payload);
      expect(unknown.statusCode, `${method} ${url} unknown event`).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Event Not Found' });
    }
    // The guard runs before validation: another user learns nothing about the payload rules.
    expect((await other.put(`/api/events/${event.id}`, { title: '' })).statusCode).toBe(403);
    // Nothing changed.
    expect((await organizer.get(`/api/events/${event.id}`)).json<{ title: string }>().title).toBe(event.title);
    expect(await countImages({ event: event.id })).toBe(1);
  });

  it.each([
    ['the organizer', () => organizer],
    ['an admin', () => admin],
  ])('%s may update, upload, delete an image and delete the event', async (_who, signedIn) => {
    const caller = signedIn();
    const event = await createEvent(organizer);
    const updated = await caller.put(
      `/api/events/${event.id}`,
      newEventPayload({ title: 'Renamed', isFree: false, price: 1000, status: 'completed' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: event.id, title: 'Renamed', price: 1000, status: 'completed', organizerId });

    const uploaded = await upload(event.id, { by: caller });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json<EventImageDto>();
    const removed = await caller.delete(`/api/events/${event.id}/images/${image.id}`);
    expect(removed.statusCode).toBe(204);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(image.imageUrl)))).toBe(false);
    expect((await caller.delete(`/api/events/${event.id}/images/${image.id}`)).statusCode).toBe(404);

    expect((await caller.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    expect((await organizer.get(`/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it('validates updates like creates', async () => {
    const event = await createEvent(organizer);
    const response = await organizer.put(`/api/events/${event.id}`, newEventPayload({ location: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Location is required');
  });
});

describe('event images', () => {
  it('stores a real image and refuses a fake one and one over 5 MB', async () => {
    const event = await createEvent(organizer);
    const stored = await upload(event.id);
    expect(stored.statusCode).toBe(201);
    expect(stored.json<EventImageDto>().imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const fake = await upload(event.id, { bytes: Buffer.from('not a picture') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: 'Please select an image file' });
    const big = await upload(event.id, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Please select an image smaller than 5MB' });
    expect(await countImages({ event: event.id })).toBe(1);
  });

  it('refuses the sixth image with Maximum 5 images allowed', async () => {
    const event = await createEvent(organizer);
    for (let i = 0; i < 5; i += 1) expect((await upload(event.id)).statusCode).toBe(201);
    const sixth = await upload(event.id);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: 'Maximum 5 images allowed' });
    expect(await countImages({ event: event.id })).toBe(5);
  });

  it('allows only 5 images even when uploads arrive together', async () => {
    const event = await createEvent(organizer);
    const responses = await Promise.all(Array.from({ length: 7 }, () => upload(event.id)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(await countImages({ event: event.id })).toBe(5);
  });

  it('a replayed upload with the same Idempotency-Key returns the stored image', async () => {
    const event = await createEvent(organizer);
    const key = randomUUID();
    const first = await upload(event.id, { key });
    expect(first.statusCode).toBe(201);
    const again = await upload(event.id, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countImages({ event: event.id })).toBe(1);
    // Another key adds another image; the same key on another event is refused.
    expect((await upload(event.id, { key: randomUUID() })).statusCode).toBe(201);
    const elsewhere = await createEvent(organizer);
    expect((await upload(elsewhere.id, { key })).statusCode).toBe(409);
    expect((await upload(event.id, { key: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('deleting an event removes its images and their files', async () => {
    const event = await createEvent(organizer);
    const image = (await upload(event.id)).json<EventImageDto>();
    expect((await organizer.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(image.imageUrl)))).toBe(false);
    expect(await countImages({ id: image.id })).toBe(0);
  });
});
