import { describe, expect, it } from 'vitest';
import { judgingTexts } from '../../shared/shows/judging-texts';
import { type ScoreSheetAnswer, type ShowAwards, type ShowDashboard } from '../../shared/shows/judging-responses';
import type { MyShow, Show, ShowBundle, ShowEntry } from '../../shared/shows/responses';
import type { ShowSetupInput } from '../../shared/shows/schemas';
import type { Requester } from '../test/http';
import type { TestContext } from '../test/test-app';
import { classId, createShow, entered, garageCar, member, showSetup, showSuite, type Member, type ShowSuite } from './show-fixture';

let ctx: TestContext;
let organizer: Member;
let admin: Requester;
let query: ShowSuite['query'];
showSuite((suite) => ({ ctx, organizer, admin, query } = suite));

const SHEET = [
  { name: 'Exterior', maxPoints: 10 },
  { name: 'Interior', maxPoints: 10 },
  { name: 'Engine bay', maxPoints: 10 },
  { name: 'Originality', maxPoints: 10 },
];
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const usernameOf = async (someone: Member) =>
  (await query<{ username: string }>(`select username from users where id = ?`, [someone.id]))[0]?.username ?? '';

/** A show whose GTO class has the score sheet above and two judges; three GTOs and a Firebird entered. */
async function judgedShow() {
  const judges = [await member(ctx.app), await member(ctx.app)] as const;
  const classes: ShowSetupInput['classes'] = [
    { name: 'GTO', modelSlug: 'gto', scoreSheet: SHEET, judgeUsernames: [await usernameOf(judges[0]), await usernameOf(judges[1])] },
    { name: 'Firebird', modelSlug: 'firebird' },
  ];
  const show = await createShow(organizer.api, { classes });
  const owners = [await member(ctx.app), await member(ctx.app), await member(ctx.app), await member(ctx.app)] as const;
  const gto = classId(show, 'GTO');
  const cars = [
    await entered(owners[0].api, show, await garageCar(owners[0].api), gto),
    await entered(owners[1].api, show, await garageCar(owners[1].api), gto),
    await entered(owners[2].api, show, await garageCar(owners[2].api), gto),
  ] as const;
  const bird = await entered(
    owners[3].api,
    show,
    await garageCar(owners[3].api, { modelSlug: 'firebird', year: 1969 }),
    classId(show, 'Firebird'),
  );
  return { show, judges, owners, cars, bird, classes };
}

const criteriaOf = (show: Show, name: string) => show.classes.find((item) => item.name === name)?.scoreSheet ?? [];
/** Points for the GTO sheet, in the sheet's order. */
const points = (show: Show, values: number[]) =>
  Object.fromEntries(criteriaOf(show, 'GTO').map((criterion, index) => [criterion.id, values[index] ?? 0]));
const score = (judge: Requester, show: Show, entry: ShowEntry, values: Record<string, number>, scoredAt = new Date().toISOString()) =>
  judge.put(`/api/shows/${show.eventId}/scores/${entry.id}`, { points: values, scoredAt });
const sheets = (show: Show) =>
  query<{ entry_id: string; judge_id: string; total: number }>(`select entry_id, judge_id, total from show_scores where event_id = ?`, [
    show.eventId,
  ]);

describe('setting up judging', () => {
  it('gives each class its score sheet and judges, which everyone reads; a judge’s own view lists their classes', async () => {
    const { show, judges } = await judgedShow();
    const gto = show.classes.find((item) => item.name === 'GTO');
    expect(gto?.scoreSheet.map(({ name, maxPoints }) => ({ name, maxPoints }))).toEqual(SHEET);
    expect(gto?.judges.map((judge) => judge.id).sort()).toEqual(judges.map((judge) => judge.id).sort());
    expect(show.classes.find((item) => item.name === 'Firebird')?.scoreSheet).toEqual([]);
    const mine = (await judges[0].api.get(`/api/shows/${show.eventId}/me`)).json<MyShow>();
    expect(mine.judgeOf).toEqual([classId(show, 'GTO')]);
    expect(mine.scores).toEqual([]);
  });

  it('refuses an unknown judge, a criterion out of range and criteria named twice, writing nothing', async () => {
    const show = await createShow(organizer.api);
    const put = (classes: ShowSetupInput['classes']) => organizer.api.put(`/api/events/${show.eventId}/show`, showSetup({ classes }));
    const unknown = await put([{ name: 'GTO', judgeUsernames: ['nobody-has-this-name'] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: judgingTexts.unknownJudge });
    const tooMany = await put([{ name: 'GTO', scoreSheet: [{ name: 'Paint', maxPoints: 101 }] }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toContain(judgingTexts.criterionPoints);
    const twice = await put([
      {
        name: 'GTO',
        scoreSheet: [
          { name: 'Paint', maxPoints: 5 },
          { name: 'paint', maxPoints: 5 },
        ],
      },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain(judgingTexts.criteriaRepeated);
    expect(
      await query(`select 1 from show_criteria c join show_classes k on k.id = c.class_id where k.event_id = ?`, [show.eventId]),
    ).toEqual([]);
  });

  it('keeps a scored class’s criteria: renaming is fine, another maximum or criterion is a 409', async () => {
    const { show, judges, cars, classes } = await judgedShow();
    expect((await score(judges[0].api, show, cars[0], points(show, [8, 8, 8, 8]))).statusCode).toBe(200);
    const kept = criteriaOf(show, 'GTO');
    const withSheet = (sheet: NonNullable<ShowSetupInput['classes'][number]['scoreSheet']>) =>
      organizer.api.put(`/api/events/${show.eventId}/show`, {
        ...showSetup(),
        classes: classes.map((item) => ({ ...item, id: classId(show, item.name), ...(item.name === 'GTO' ? { scoreSheet: sheet } : {}) })),
      });
    const changed = await withSheet(kept.map((item, index) => ({ ...item, maxPoints: index === 0 ? 20 : item.maxPoints })));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: judgingTexts.sheetChangedAfterScores });
    expect((await withSheet([...kept, { name: 'Chrome', maxPoints: 5 }])).statusCode).toBe(409);
    const renamed = await withSheet(kept.map((item, index) => (index === 0 ? { ...item, name: 'Paint and body' } : item)));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(criteriaOf(renamed.json<Show>(), 'GTO')[0]).toEqual({ ...kept[0], name: 'Paint and body' });
  });
});

describe('scoring', () => {
  it('takes a judge’s sheet for a car of their class and answers its total', async () => {
    const { show, judges, cars } = await judgedShow();
    const answer = await score(judges[0].api, show, cars[0], points(show, [9, 7, 8, 10]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ScoreSheetAnswer>()).toMatchObject({ entryId: cars[0].id, classId: classId(show, 'GTO'), total: 34 });
    const mine = (await judges[0].api.get(`/api/shows/${show.eventId}/me`)).json<MyShow>();
    expect(mine.scores.map((sheet) => [sheet.entryId, sheet.total])).toEqual([[cars[0].id, 34]]);
  });

  it('refuses anyone but the class’s judges, one’s own car, other cars and bad points, in words, writing nothing', async () => {
    const { show, judges, owners, cars, bird } = await judgedShow();
    const good = points(show, [5, 5, 5, 5]);
    const cases: Array<[Promise<{ statusCode: number; json: () => unknown }>, number, string | undefined]> = [
      [score(ctx.api, show, cars[0], good), 401, undefined],
      [score(owners[3].api, show, cars[0], good), 403, judgingTexts.judgeOnly],
      [score(organizer.api, show, cars[0], good), 403, judgingTexts.judgeOnly],
      [score(admin, show, cars[0], good), 403, judgingTexts.judgeOnly],
      // A GTO judge has no say in the Firebird class.
      [score(judges[0].api, show, bird, good), 403, judgingTexts.judgeOnly],
      [score(judges[0].api, show, cars[0], points(show, [5, 5, 5, 11])), 400, judgingTexts.pointsOutOfRange('Originality', 10)],
      [score(judges[0].api, show, cars[0], points(show, [5, 5, 5, -1])), 400, judgingTexts.pointsOutOfRange('Originality', 10)],
      [score(judges[0].api, show, cars[0], points(show, [5, 5, 5, 2.5])), 400, judgingTexts.pointsOutOfRange('Originality', 10)],
      [score(judges[0].api, show, cars[0], Object.fromEntries(Object.entries(good).slice(1))), 400, judgingTexts.pointsForEveryCriterion],
      [score(judges[0].api, show, cars[0], { ...good, [crypto.randomUUID()]: 1 }), 400, judgingTexts.pointsForEveryCriterion],
    ];
    for (const [pending, status, message] of cases) {
      const answer = await pending;
      expect(answer.statusCode).toBe(status);
      if (message) expect(answer.json()).toEqual({ message });
    }
    // A judge whose own car is in the class does not judge it.
    const judgeCar = await entered(judges[1].api, show, await garageCar(judges[1].api), classId(show, 'GTO'));
    const own = await score(judges[1].api, show, judgeCar, good);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: judgingTexts.ownCarScore });
    // A withdrawn car is no longer scored.
    await owners[2].api.post(`/api/shows/${show.eventId}/entries/${cars[2].id}/withdraw`);
    const withdrawn = await score(judges[0].api, show, cars[2], good);
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json()).toEqual({ message: judgingTexts.entryNotScorable });
    expect(await sheets(show)).toEqual([]);
  });

  it('keeps one sheet per judge and car: the latest scoredAt wins, also among 20 saves at once', async () => {
    const { show, judges, cars } = await judgedShow();
    expect((await score(judges[0].api, show, cars[0], points(show, [6, 6, 6, 6]), minutes(-2))).statusCode).toBe(200);
    const older = await score(judges[0].api, show, cars[0], points(show, [1, 1, 1, 1]), minutes(-5));
    expect(older.json<ScoreSheetAnswer>().total).toBe(24);
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        score(judges[0].api, show, cars[0], points(show, [index % 10, 0, 0, 0]), minutes(-1 + index / 1000)),
      ),
    );
    expect(saves.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const stored = await query<{ total: number }>(`select total from show_scores where entry_id = ? and judge_id = ?`, [
      cars[0].id,
      judges[0].id,
    ]);
    expect(stored).toEqual([{ total: 19 % 10 }]);
  });

  it('takes nothing after the lock (409), the organiser’s alone to lock, and again after unlocking', async () => {
    const { show, judges, cars } = await judgedShow();
    expect((await score(judges[0].api, show, cars[0], points(show, [7, 7, 7, 7]))).statusCode).toBe(200);
    expect((await judges[0].api.post(`/api/shows/${show.eventId}/judging`, { action: 'lock' })).statusCode).toBe(403);
    const locked = await organizer.api.post(`/api/shows/${show.eventId}/judging`, { action: 'lock' });
    expect(locked.json<Show>().judgingLockedAt).not.toBeNull();
    const late = await score(judges[0].api, show, cars[0], points(show, [1, 1, 1, 1]));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: judgingTexts.judgingLocked });
    expect((await score(judges[1].api, show, cars[1], points(show, [1, 1, 1, 1]))).statusCode).toBe(409);
    expect((await sheets(show)).map((row) => row.total)).toEqual([28]);
    expect((await organizer.api.post(`/api/shows/${show.eventId}/judging`, { action: 'unlock' })).json<Show>().judgingLockedAt).toBeNull();
    expect((await score(judges[0].api, show, cars[0], points(show, [1, 1, 1, 1]))).statusCode).toBe(200);
  });
});

describe('awards and the organiser’s day', () => {
  it('ranks a class by the mean of its judges’ sheets (ties named), published with Best of Show once locked', async () => {
    const { show, judges, cars } = await judgedShow();
    // Car 1: 30 and 34 (mean 32); car 2: 32 and 32 (mean 32, a tie); car 3: one sheet of 20.
    await score(judges[0].api, show, cars[0], points(show, [7, 7, 8, 8]));
    await score(judges[1].api, show, cars[0], points(show, [8, 8, 9, 9]));
    await score(judges[0].api, show, cars[1], points(show, [8, 8, 8, 8]));
    await score(judges[1].api, show, cars[1], points(show, [8, 8, 8, 8]));
    await score(judges[1].api, show, cars[2], points(show, [5, 5, 5, 5]));

    const early = await organizer.api.post(`/api/shows/${show.eventId}/awards`, { bestOfShowEntryId: cars[0].id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: judgingTexts.judgingNotLocked });
    await organizer.api.post(`/api/shows/${show.eventId}/judging`, { action: 'lock' });
    expect((await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>().awards).toBeNull();
    const notInShow = await organizer.api.post(`/api/shows/${show.eventId}/awards`, { bestOfShowEntryId: crypto.randomUUID() });
    expect(notInShow.statusCode).toBe(400);
    const published = await organizer.api.post(`/api/shows/${show.eventId}/awards`, { bestOfShowEntryId: cars[1].id });
    expect(published.statusCode, published.body).toBe(200);
    const awards = published.json<ShowAwards>();
    const gto = awards.classes.find((item) => item.classId === classId(show, 'GTO'));
    expect(gto?.maxTotal).toBe(40);
    expect(gto?.standings.map(({ carNumber, score: mean, sheets: count, rank }) => [carNumber, mean, count, rank])).toEqual([
      [cars[0].carNumber, 32, 2, 1],
      [cars[1].carNumber, 32, 2, 1],
      [cars[2].carNumber, 20, 1, 3],
    ]);
    expect(awards.bestOfShow).toEqual({ entryId: cars[1].id, carNumber: cars[1].carNumber });
    expect((await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>().awards).toEqual(awards);
    // Unlocking withdraws them: they rest on scores that may change again.
    await organizer.api.post(`/api/shows/${show.eventId}/judging`, { action: 'unlock' });
    expect((await ctx.api.get(`/api/shows/${show.eventId}/offline`)).json<ShowBundle>().awards).toBeNull();
  });

  it('gives the organiser cars in and expected, votes per class and each judge’s progress; nobody else', async () => {
    const { show, judges, owners, cars } = await judgedShow();
    await organizer.api.post(`/api/shows/${show.eventId}/check-ins`, {
      id: crypto.randomUUID(),
      carNumber: cars[0].carNumber,
      checkedInAt: minutes(0),
    });
    await score(judges[0].api, show, cars[0], points(show, [5, 5, 5, 5]));
    await score(judges[0].api, show, cars[1], points(show, [5, 5, 5, 5]));
    await organizer.api.post(`/api/shows/${show.eventId}/voting`, { action: 'open' });
    await owners[3].api.put(`/api/shows/${show.eventId}/votes/${classId(show, 'GTO')}`, { entryId: cars[0].id, castAt: minutes(0) });

    expect((await judges[0].api.get(`/api/shows/${show.eventId}/dashboard`)).statusCode).toBe(403);
    const answer = await organizer.api.get(`/api/shows/${show.eventId}/dashboard`);
    expect(answer.statusCode, answer.body).toBe(200);
    const day = answer.json<ShowDashboard>();
    expect(day).toMatchObject({ checkedIn: 1, expected: 4, waitlisted: 0, withdrawn: 0 });
    expect(day.votes).toEqual([
      { classId: classId(show, 'GTO'), votes: 1 },
      { classId: classId(show, 'Firebird'), votes: 0 },
    ]);
    const progress = Object.fromEntries(day.judging.progress.map((row) => [row.judge.id, [row.scored, row.cars]]));
    expect(progress).toEqual({ [judges[0].id]: [2, 3], [judges[1].id]: [0, 3] });
    expect((await admin.get(`/api/shows/${show.eventId}/dashboard`)).statusCode).toBe(200);
  });
});
