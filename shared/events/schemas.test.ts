import { describe, expect, it } from 'vitest';
import { eventCreateSchema, eventInputSchema } from './schemas';

const valid = { title: 'Cruise night', description: 'Bring your Pontiac.', eventDate: '2030-05-01T18:00:00-04:00', location: 'Main St' };

describe('event form schema (docs/product/validation.md)', () => {
  it('fills the defaults and turns blanks into null', () => {
    const parsed = eventInputSchema.parse({ ...valid, city: '  ', contactEmail: '' });
    expect(parsed).toMatchObject({ isFree: true, price: null, status: 'upcoming', city: null, contactEmail: null, maxAttendees: null });
    expect(parsed.eventDate).toBe('2030-05-01T22:00:00.000Z');
  });

  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['eventDate', 'Event date is required'],
    ['location', 'Location is required'],
  ])('requires %s with the documented text', (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const result = eventInputSchema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
    }
  });

  it('refuses a price on a free event and accepts one on a paid event', () => {
    expect(eventInputSchema.safeParse({ ...valid, price: 500 }).success).toBe(false);
    expect(eventInputSchema.parse({ ...valid, isFree: false, price: 500 }).price).toBe(500);
  });

  it('accepts an optional uuid id on create only', () => {
    const id = '3f0c2b9e-8a5d-4e51-9a7e-2b1c0d9e8f70';
    expect(eventCreateSchema.parse({ ...valid, id }).id).toBe(id);
    expect(eventCreateSchema.safeParse({ ...valid, id: 'nope' }).success).toBe(false);
  });
});
