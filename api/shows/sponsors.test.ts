import { describe, expect, it } from 'vitest';
import { showTexts } from '../../shared/shows/texts';
import { SPONSORS_MAX, sponsorTexts, type ShowSponsors } from '../../shared/shows/sponsor-resources';
import { createEvent } from '../events/event-fixture';
import type { Requester } from '../test/http';
import type { TestContext } from '../test/test-app';
import { createShow, member, showSuite, type Member, type ShowSuite } from './show-fixture';

let ctx: TestContext;
let organizer: Member;
let admin: Requester;
let query: ShowSuite['query'];
showSuite((suite) => ({ ctx, organizer, admin, query } = suite));

const address = (eventId: string) => `/api/shows/${eventId}/sponsors`;
const twoSponsors = {
  sponsors: [
    { name: '  Ames Performance  ', website: 'https://www.amesperf.com' },
    { name: 'Main Street Diner', website: '' },
  ],
};

describe("a show's sponsors", () => {
  it('are none at first; the organiser replaces them, in order, and everyone reads them; the same list again changes nothing', async () => {
    const show = await createShow(organizer.api);
    expect((await ctx.api.get(address(show.eventId))).json<ShowSponsors>()).toEqual({ sponsors: [] });

    const saved = await organizer.api.put(address(show.eventId), twoSponsors);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      sponsors: [
        { name: 'Ames Performance', website: 'https://www.amesperf.com' },
        { name: 'Main Street Diner', website: null },
      ],
    };
    expect(saved.json<ShowSponsors>()).toEqual(expected);
    expect((await ctx.api.get(address(show.eventId))).json<ShowSponsors>()).toEqual(expected);

    // Sent twice (a queued write whose answer was lost): the second changes nothing.
    expect((await organizer.api.put(address(show.eventId), twoSponsors)).json<ShowSponsors>()).toEqual(expected);
    expect((await ctx.api.get(address(show.eventId))).json<ShowSponsors>()).toEqual(expected);

    // A set-up saved afterwards keeps them.
    await organizer.api.put(`/api/events/${show.eventId}/show`, { registrationOpen: false, classes: [{ name: 'Open' }], schedule: [] });
    expect((await ctx.api.get(address(show.eventId))).json<ShowSponsors>()).toEqual(expected);
  });

  it('refuse what is not a list of named sponsors with web addresses, and keep the list as it was', async () => {
    const show = await createShow(organizer.api);
    await organizer.api.put(address(show.eventId), twoSponsors);
    const refusals: Array<[{ sponsors: unknown[] }, string]> = [
      [{ sponsors: [{ name: '   ', website: null }] }, sponsorTexts.nameRequired],
      [{ sponsors: [{ name: 'Shady', website: 'javascript:alert(1)' }] }, sponsorTexts.websiteInvalid],
      [
        { sponsors: Array.from({ length: SPONSORS_MAX + 1 }, (_, index) => ({ name: `Sponsor ${index}`, website: null })) },
        sponsorTexts.tooMany,
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await organizer.api.put(address(show.eventId), body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    expect((await ctx.api.get(address(show.eventId))).json<ShowSponsors>().sponsors.map((item) => item.name)).toEqual([
      'Ames Performance',
      'Main Street Diner',
    ]);
  });

  it('are changed by the organiser or an admin (logged) only, and only for a show', async () => {
    const show = await createShow(organizer.api);
    const stranger = await member(ctx.app);
    expect((await ctx.api.put(address(show.eventId), twoSponsors)).statusCode).toBe(401);
    const notTheirs = await stranger.api.put(address(show.eventId), twoSponsors);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual({ message: showTexts.organizerOnly });
    expect((await ctx.api.get(address(show.eventId))).json<ShowSponsors>()).toEqual({ sponsors: [] });

    expect((await admin.put(address(show.eventId), twoSponsors)).statusCode).toBe(200);
    const logged = await query<{ action: string }>(`select action from admin_logs where target_id = ?`, [show.eventId]);
    expect(logged.map((row) => row.action)).toEqual(['show.sponsors']);

    const plainEvent = await createEvent(organizer.api);
    const notAShow = await organizer.api.put(address(plainEvent.id), twoSponsors);
    expect(notAShow.statusCode).toBe(404);
    expect(notAShow.json()).toEqual({ message: showTexts.notAShow });
    expect((await ctx.api.get(address(plainEvent.id))).statusCode).toBe(404);
  });
});
