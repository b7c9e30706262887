import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventImage as EventImageDto, EventSummary } from '../../shared/events/responses';
import { createTestApp, type TestContext } from '../test/test-app';
import { register, signInAsAdmin } from '../test/http';
import { multipartBody } from '../test/multipart';
import { EventImage } from './event-image.entity';
import { MeetupEvent } from './event.entity';
import { newEventPayload } from './event-fixture';

let ctx: TestContext;
let adminCookie: string;
let organizerCookie: string;
let organizerId: string;
let otherCookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminCookie = await signInAsAdmin(ctx);
  const organizer = await register(ctx.app);
  organizerCookie = organizer.cookie;
  organizerId = organizer.user.id;
  otherCookie = (await register(ctx.app)).cookie;
});
afterAll(() => ctx.close());

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
const call = (method: Method, url: string, payload?: unknown, cookie = organizerCookie) =>
  ctx.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });

async function createEvent(overrides: Record<string, unknown> = {}, cookie = organizerCookie) {
  const response = await call('POST', '/api/events', newEventPayload(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventDetail>();
}

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 16, b: 46 } } }).png().toBuffer();
async function upload(eventId: string, options: { cookie?: string; bytes?: Buffer; key?: string; caption?: string } = {}) {
  const body = multipartBody({ name: 'photo.png', type: 'image/png', bytes: options.bytes ?? (await png()) }, options.caption ? { caption: options.caption } : {});
  const cookie = options.cookie ?? organizerCookie;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/images`,
    ...body,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
}
const countEvents = (where: { id?: string; title?: string } = {}) => ctx.orm.em.fork().count(MeetupEvent, where);
const countImages = (where: { id?: string; event?: string }) => ctx.orm.em.fork().count(EventImage, where);
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('reading events', () => {
  it('lists events by date with image counts and organizer names', async () => {
    const later = await createEvent({ eventDate: '2031-01-01T10:00:00Z' });
    const earlier = await createEvent({ eventDate: '2029-01-01T10:00:00Z', isFree: false, price: 1500 });
    await upload(later.id);
    await upload(later.id);
    const response = await call('GET', '/api/events', undefined, '');
    expect(response.statusCode).toBe(200);
    const list = response.json<EventSummary[]>();
    const dates = list.map((event) => event.eventDate);
    expect(dates).toEqual([...dates].sort());
    const ids = list.map((event) => event.id);
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
    expect(list.find((event) => event.id === later.id)).toMatchObject({ imageCount: 2, organizerId, organizer: { name: 'Test Driver' }, isFree: true, price: null, status: 'upcoming' });
    const paid = list.find((event) => event.id === earlier.id);
    expect(paid).toMatchObject({ imageCount: 0, isFree: false, price: 1500, city: 'Pontiac', state: 'MI' });
    expect(Object.keys(paid ?? {}).sort()).toEqual(
      ['city', 'description', 'eventDate', 'id', 'imageCount', 'isFree', 'location', 'organizer', 'organizerId', 'price', 'state', 'status', 'title'].sort(),
    );
  });

  it('shows one event in full, and 404 Event Not Found for an unknown one', async () => {
    const created = await createEvent({ address: '1 Main St', zipCode: '48342', contactEmail: 'host@example.com', contactPhone: '555-0100', maxAttendees: 40 });
    const response = await call('GET', `/api/events/${created.id}`, undefined, '');
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
    const missing = await call('GET', `/api/events/${unknownId}`, undefined, '');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event Not Found' });
    expect((await call('GET', '/api/events/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists an event’s images in display order', async () => {
    const event = await createEvent();
    const first = (await upload(event.id, { caption: 'Front' })).json<EventImageDto>();
    const second = (await upload(event.id)).json<EventImageDto>();
    const response = await call('GET', `/api/events/${event.id}/images`, undefined, '');
    expect(response.json()).toEqual([
      { id: first.id, imageUrl: first.imageUrl, caption: 'Front', displayOrder: 0 },
      { id: second.id, imageUrl: second.imageUrl, caption: null, displayOrder: 1 },
    ]);
    expect((await call('GET', `/api/events/${unknownId}/images`)).statusCode).toBe(404);
  });
});

describe('creating events', () => {
  it('needs a signed-in user', async () => {
    const response = await call('POST', '/api/events', newEventPayload(), '');
    expect(response.statusCode).toBe(401);
  });

  it('creates an event owned by the caller, with the defaults', async () => {
    const created = await createEvent();
    expect(created).toMatchObject({ organizerId, isFree: true, price: null, status: 'upcoming', address: null, maxAttendees: null });
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
    const response = await call('POST', '/api/events', newEventPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countEvents()).toBe(before);
  });

  it('accepts the optional fields as null or blank and stores blanks as null', async () => {
    const created = await createEvent({ address: null, city: '', state: null, zipCode: null, contactPhone: null, contactEmail: '', maxAttendees: null, price: null });
    expect(created).toMatchObject({ address: null, city: null, state: null, zipCode: null, contactPhone: null, contactEmail: null, maxAttendees: null, price: null });
  });

  it('stores a paid event’s price in cents, and a paid event may leave the price open', async () => {
    expect((await createEvent({ isFree: false, price: 2500 })).price).toBe(2500);
    expect((await createEvent({ isFree: false })).price).toBeNull();
  });

  it('a replayed create with the same id and body returns the same event, once', async () => {
    const id = randomUUID();
    const first = await call('POST', '/api/events', newEventPayload({ id, title: 'Replay show' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toBe(id);
    // Same meaning, different spelling: keys reordered, the date with an offset, a default spelled out.
    const { title, ...rest } = newEventPayload({ id, title: 'Replay show', eventDate: '2030-05-01T18:00:00-04:00', isFree: true });
    const again = await call('POST', '/api/events', { ...rest, title });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countEvents({ id })).toBe(1);
    expect(await countEvents({ title: 'Replay show' })).toBe(1);
  });

  it('a replayed create with the same id and a different body is a 409', async () => {
    const id = randomUUID();
    expect((await call('POST', '/api/events', newEventPayload({ id, title: 'Original' }))).statusCode).toBe(201);
    const changed = await call('POST', '/api/events', newEventPayload({ id, title: 'Changed' }));
    expect(changed.statusCode).toBe(409);
    // The same body from another user is not a replay either.
    const otherUser = await call('POST', '/api/events', newEventPayload({ id, title: 'Original' }), otherCookie);
    expect(otherUser.statusCode).toBe(409);
    expect((await call('GET', `/api/events/${id}`)).json().title).toBe('Original');
  });
});

describe('permissions', () => {
  it('PUT, DELETE, image upload and image delete: 401 signed out, 404 unknown, 403 for another user', async () => {
    const event = await createEvent();
    const image = (await upload(event.id)).json<EventImageDto>();
    const calls: Array<[Method, string, unknown]> = [
      ['PUT', `/api/events/${event.id}`, newEventPayload()],
      ['DELETE', `/api/events/${event.id}`, undefined],
      ['POST', `/api/events/${event.id}/images`, undefined],
      ['DELETE', `/api/events/${event.id}/images/${image.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url} signed out`).toBe(401);
      const other = await call(method, url, payload, otherCookie);
      expect(other.statusCode, `${method} ${url} as another user`).toBe(403);
      expect(other.json()).toEqual({ message: 'Only the organizer or an administrator can change this event' });
      const unknown = await call(method, url.replace(event.id, unknownId), payload, otherCookie);
      expect(unknown.statusCode, `${method} ${url} unknown event`).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Event Not Found' });
    }
    // The guard runs before validation: another user learns nothing about the payload rules.
    expect((await call('PUT', `/api/events/${event.id}`, { title: '' }, otherCookie)).statusCode).toBe(403);
    // Nothing changed.
    expect((await call('GET', `/api/events/${event.id}`)).json().title).toBe(event.title);
    expect(await countImages({ event: event.id })).toBe(1);
  });

  it.each([
    ['the organizer', () => organizerCookie],
    ['an admin', () => adminCookie],
  ])('%s may update, upload, delete an image and delete the event', async (_who, cookie) => {
    const event = await createEvent();
    const updated = await call('PUT', `/api/events/${event.id}`, newEventPayload({ title: 'Renamed', isFree: false, price: 1000, status: 'completed' }), cookie());
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: event.id, title: 'Renamed', price: 1000, status: 'completed', organizerId });

    const uploaded = await upload(event.id, { cookie: cookie() });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json<EventImageDto>();
    const removed = await call('DELETE', `/api/events/${event.id}/images/${image.id}`, undefined, cookie());
    expect(removed.statusCode).toBe(204);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(image.imageUrl)))).toBe(false);
    expect((await call('DELETE', `/api/events/${event.id}/images/${image.id}`, undefined, cookie())).statusCode).toBe(404);

    expect((await call('DELETE', `/api/events/${event.id}`, undefined, cookie())).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it('validates updates like creates', async () => {
    const event = await createEvent();
    const response = await call('PUT', `/api/events/${event.id}`, newEventPayload({ location: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Location is required');
  });
});

describe('event images', () => {
  it('stores a real image and refuses a fake one and one over 5 MB', async () => {
    const event = await createEvent();
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
    const event = await createEvent();
    for (let i = 0; i < 5; i += 1) expect((await upload(event.id)).statusCode).toBe(201);
    const sixth = await upload(event.id);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: 'Maximum 5 images allowed' });
    expect(await countImages({ event: event.id })).toBe(5);
  });

  it('allows only 5 images even when uploads arrive together', async () => {
    const event = await createEvent();
    const responses = await Promise.all(Array.from({ length: 7 }, () => upload(event.id)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(await countImages({ event: event.id })).toBe(5);
  });

  it('a replayed upload with the same Idempotency-Key returns the stored image', async () => {
    const event = await createEvent();
    const key = randomUUID();
    const first = await upload(event.id, { key });
    expect(first.statusCode).toBe(201);
    const again = await upload(event.id, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countImages({ event: event.id })).toBe(1);
    // Another key adds another image; the same key on another event is refused.
    expect((await upload(event.id, { key: randomUUID() })).statusCode).toBe(201);
    const elsewhere = await createEvent();
    expect((await upload(elsewhere.id, { key })).statusCode).toBe(409);
    expect((await upload(event.id, { key: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('deleting an event removes its images and their files', async () => {
    const event = await createEvent();
    const image = (await upload(event.id)).json<EventImageDto>();
    expect((await call('DELETE', `/api/events/${event.id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(image.imageUrl)))).toBe(false);
    expect(await countImages({ id: image.id })).toBe(0);
  });
});
