import { describe, expect, it } from 'vitest';
import type { Show } from '@shared/shows/responses';
import { judgingTexts } from '@shared/shows/judging-texts';
import { showTexts } from '@shared/shows/texts';
import { emptyClass, nextSpotNumber, parseSetupValues, setupValuesOf, spotRow } from './setupValues';

const CLASS_ID = '44444444-4444-4444-8444-444444444444';
const show: Show = {
  eventId: '33333333-3333-4333-8333-333333333333',
  title: 'Pontiac Day',
  eventDate: '2031-06-01T16:00:00.000Z',
  location: 'Main St lot',
  organizer: { id: '11111111-1111-4111-8111-111111111111', name: 'Ann' },
  registrationOpen: true,
  maxCars: null,
  enteredCount: 0,
  waitlistCount: 0,
  votingOpensAt: '2031-06-01T17:00:00.000Z',
  votingClosesAt: null,
  votingState: 'not_open',
  classes: [
    { id: CLASS_ID, name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967, displayOrder: 0, scoreSheet: [], judges: [] },
  ],
  schedule: [],
  map: { imageUrl: null, spots: [{ number: 1, label: null, x: 0.25, y: 0.5 }] },
  helpers: [{ id: '22222222-2222-4222-8222-222222222222', username: 'hal', name: 'Hal' }],
  judgingLockedAt: null,
  updatedAt: '2031-05-01T00:00:00.000Z',
};

describe('the show set-up form', () => {
  it('sends back what it was given unchanged: class ids kept, spots, helpers and times', () => {
    const parsed = parseSetupValues(setupValuesOf(show));
    expect(parsed).toMatchObject({
      success: true,
      data: {
        registrationOpen: true,
        classes: [{ id: CLASS_ID, name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 }],
        mapSpots: [{ number: 1, label: null, x: 0.25, y: 0.5 }],
        helperUsernames: ['hal'],
        votingOpensAt: '2031-06-01T17:00:00.000Z',
        votingClosesAt: null,
      },
    });
  });

  it('says what is wrong with the API’s own messages: a class without a name, voting closing before it opens', () => {
    const values = setupValuesOf(show);
    values.classes.push(emptyClass());
    values.votingClosesAt = '2031-06-01T09:00';
    values.votingOpensAt = '2031-06-01T10:00';
    const parsed = parseSetupValues(values);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.messages).toEqual(expect.arrayContaining([showTexts.classNameRequired, showTexts.votingTimesOrder]));
  });

  it('carries each class’s score sheet and judges: a criterion named again keeps its id, a line without points is refused', () => {
    const exterior = { id: '33333333-3333-4333-8333-333333333333', name: 'Exterior', maxPoints: 10 };
    const judged: Show = {
      ...show,
      classes: show.classes.map((item) => ({ ...item, scoreSheet: [exterior], judges: [{ id: exterior.id, username: 'jo', name: 'Jo' }] })),
    };
    const values = setupValuesOf(judged);
    expect(values.classes[0]).toMatchObject({ scoreSheet: 'Exterior: 10', judges: 'jo' });
    const row = values.classes[0];
    if (!row) throw new Error('no class');
    row.scoreSheet = 'exterior: 12\nEngine bay 10';
    const parsed = parseSetupValues(values);
    expect(parsed).toMatchObject({
      success: true,
      data: {
        classes: [
          {
            scoreSheet: [
              { id: exterior.id, name: 'exterior', maxPoints: 12 },
              { name: 'Engine bay', maxPoints: 10 },
            ],
            judgeUsernames: ['jo'],
          },
        ],
      },
    });
    row.scoreSheet = 'Paint';
    const refused = parseSetupValues(values);
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.messages).toEqual([judgingTexts.criterionPoints]);
  });

  it('numbers the next spot after the highest', () => {
    expect(nextSpotNumber([spotRow(3), spotRow(7)])).toBe(8);
  });
});
