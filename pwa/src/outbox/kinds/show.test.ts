import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathParameters, resourceUrl } from '@shared/http/resource';
import { WRITTEN_BY_HEADER } from '@shared/http/written-by';
import { showMemberResources, showOrganizerResources } from '@shared/shows/resources';
import { showCheckInSchema, showEntryCreateSchema, showVoteSchema } from '@shared/shows/schemas';
import { showTexts } from '@shared/shows/texts';
import { rows } from '@/outbox/testing/memoryOutboxDb';
import type { ShowWrite } from '@/outbox/types';
import { readSent } from '@/outbox/readSent';

vi.mock('@/outbox/outboxDb', () => import('@/outbox/testing/memoryOutboxDb').then((module) => module.memoryOutboxDb));
const { queueWrite } = await import('@/outbox/queueWrite');
const { flushOutbox } = await import('@/outbox/flushOutbox');
const { showRequestFor } = await import('./show');

const ME = '11111111-1111-4111-8111-111111111111';
const SHOW = '33333333-3333-4333-8333-333333333333';
const CLASS_A = '44444444-4444-4444-8444-444444444444';
const CLASS_B = '55555555-5555-4555-8555-555555555555';
const CAR = '66666666-6666-4666-8666-666666666666';
const writer = { id: ME, name: 'Ann' };

const entryAnswer = (id: string, carNumber: number) => ({
  id,
  carNumber,
  classId: CLASS_A,
  status: 'entered',
  car: { id: CAR, modelSlug: 'gto', modelName: 'GTO', year: 1966, trim: null, exteriorColor: null },
  owner: { id: ME, username: 'ann', name: 'Ann' },
  thumbnailUrl: null,
  checkedInAt: null,
  enteredAt: '2026-06-01T09:00:00.000Z',
});

/**
 * The show routes as the outbox meets them: each body is parsed with the route's shared schema, an entry or check-in
 * id is recognised when it comes again, a vote sets the member's choice in its class. `closeVoting` refuses votes as
 * the API does once People's Choice has closed.
 */
function fakeShowServer() {
  const entries = new Map<string, number>();
  const checkIns = new Map<number, { id: string; at: string }>();
  const votes = new Map<string, string>();
  const calls: string[] = [];
  let votingClosed = false;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    calls.push(`${init.method} ${url}`);
    if (new Headers(init.headers).get(WRITTEN_BY_HEADER) !== ME) return json(401, { message: 'Please sign in' });
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    if (url.endsWith('/entries')) {
      const { id } = showEntryCreateSchema.parse(body);
      const number = entries.get(id) ?? entries.size + 1;
      const repeat = entries.has(id);
      entries.set(id, number);
      return json(repeat ? 200 : 201, entryAnswer(id, number));
    }
    if (url.includes('/votes/')) {
      if (votingClosed) return json(409, { message: showTexts.votingClosed });
      const { entryId } = showVoteSchema.parse(body);
      votes.set(decodeURIComponent(url.split('/').at(-1) ?? ''), entryId);
      return json(200, { classId: url.split('/').at(-1), entryId, castAt: '2026-06-01T10:00:00.000Z' });
    }
    if (url.endsWith('/check-ins')) {
      const { id, carNumber, checkedInAt } = showCheckInSchema.parse(body);
      const first = checkIns.get(carNumber) ?? { id, at: checkedInAt };
      checkIns.set(carNumber, first);
      const alreadyCheckedIn = first.id === id ? null : { at: first.at, byName: 'Helper Hal' };
      return json(alreadyCheckedIn ? 200 : 201, { entry: { ...entryAnswer(CAR, carNumber), status: 'checked_in' }, alreadyCheckedIn });
    }
    throw new Error(`no such route in the fake show API: ${init.method} ${url}`);
  };
  return { fetch, entries, checkIns, votes, calls, close: () => void (votingClosed = true) };
}

let server = fakeShowServer();
beforeEach(() => {
  server = fakeShowServer();
  vi.stubGlobal('fetch', server.fetch);
  rows.clear();
});
afterEach(() => vi.unstubAllGlobals());

const vote = (classId: string, entryId: string, castAt: string): ShowWrite => ({
  kind: 'show-vote',
  eventId: SHOW,
  classId,
  payload: { entryId, castAt },
  label: 'Car 1',
});

describe('show-day writes in the outbox', () => {
  it('sends a new choice in a class queued over an older one once: only the last choice goes', async () => {
    const first = crypto.randomUUID();
    const last = crypto.randomUUID();
    await queueWrite(vote(CLASS_A, first, '2026-06-01T10:00:00.000Z'), writer);
    await queueWrite(vote(CLASS_A, last, '2026-06-01T10:01:00.000Z'), writer);
    await queueWrite(vote(CLASS_B, first, '2026-06-01T10:02:00.000Z'), writer);
    const result = await flushOutbox({ memberId: ME });
    expect(server.calls.filter((call) => call.includes(`/votes/${CLASS_A}`))).toHaveLength(1);
    expect(server.votes.get(CLASS_A)).toBe(last);
    expect(server.votes.get(CLASS_B)).toBe(first);
    expect(result.sent.map((report) => report.kind)).toEqual(['show-vote', 'show-vote']);
    expect(rows.size).toBe(0);
  });

  it('keeps a vote refused because voting closed, with the message the member is shown', async () => {
    server.close();
    await queueWrite(vote(CLASS_A, crypto.randomUUID(), '2026-06-01T13:59:00.000Z'), writer);
    await flushOutbox({ memberId: ME });
    expect([...rows.values()]).toEqual([
      expect.objectContaining({ kind: 'show-vote', state: 'failed', lastError: showTexts.votingClosed }),
    ]);
  });

  it('reports an entry with the number the server gave it, and a second check-in of a car with who was first', async () => {
    const entryId = crypto.randomUUID();
    await queueWrite(
      { kind: 'show-entry', eventId: SHOW, payload: { id: entryId, carId: CAR, classId: CLASS_A }, label: '1966 GTO' },
      writer,
    );
    const firstCheckIn = { id: crypto.randomUUID(), carNumber: 1, checkedInAt: '2026-06-01T08:30:00.000Z' };
    await queueWrite({ kind: 'show-check-in', eventId: SHOW, payload: firstCheckIn }, writer);
    await queueWrite(
      { kind: 'show-check-in', eventId: SHOW, payload: { id: crypto.randomUUID(), carNumber: 1, checkedInAt: '2026-06-01T08:40:00.000Z' } },
      writer,
    );
    const sent = (await flushOutbox({ memberId: ME })).sent.map(readSent);
    expect(sent[0]).toMatchObject({ kind: 'show-entry', id: entryId, eventId: SHOW, entry: { carNumber: 1 } });
    expect(sent[1]).toMatchObject({ kind: 'show-check-in', checkIn: { alreadyCheckedIn: null } });
    expect(sent[2]).toMatchObject({
      kind: 'show-check-in',
      checkIn: { alreadyCheckedIn: { at: firstCheckIn.checkedInAt, byName: 'Helper Hal' } },
    });
    expect(server.checkIns.size).toBe(1);
  });

  it('a check-in whose answer was lost is sent again with its id and lands once', async () => {
    const checkIn = { id: crypto.randomUUID(), carNumber: 7, checkedInAt: '2026-06-01T08:30:00.000Z' };
    const serve = server.fetch;
    let lose = true;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const answer = await serve(url, init);
      if (!lose) return answer;
      lose = false;
      throw new TypeError('Failed to fetch');
    });
    await queueWrite({ kind: 'show-check-in', eventId: SHOW, payload: checkIn }, writer);
    // The back-off's random draw is 0 here: the write is due again at once.
    const noWait = () => 0;
    expect((await flushOutbox({ memberId: ME, random: noWait })).unreachable).toBe(true);
    const again = await flushOutbox({ memberId: ME, random: noWait });
    expect(again.sent).toEqual([expect.objectContaining({ kind: 'show-check-in' })]);
    expect(again.sent.map(readSent)[0]).toMatchObject({ checkIn: { alreadyCheckedIn: null } });
    expect(server.checkIns.size).toBe(1);
  });
});

describe('the request of each show-day write', () => {
  const declared = [...Object.values(showMemberResources), ...Object.values(showOrganizerResources)];
  const ENTRY = '77777777-7777-4777-8777-777777777777';
  const writes: ShowWrite[] = [
    { kind: 'show-setup', eventId: SHOW, payload: { registrationOpen: false, classes: [{ name: 'Open' }], schedule: [] } },
    { kind: 'show-entry', eventId: SHOW, payload: { id: ENTRY, carId: CAR, classId: CLASS_A }, label: '#1' },
    { kind: 'show-withdraw', eventId: SHOW, entryId: ENTRY, label: '#1' },
    { kind: 'show-vote', eventId: SHOW, classId: CLASS_B, payload: { entryId: ENTRY, castAt: '2026-06-01T10:00:00.000Z' }, label: '#1' },
    { kind: 'show-check-in', eventId: SHOW, payload: { id: ENTRY, carNumber: 1, checkedInAt: '2026-06-01T08:00:00.000Z' } },
    { kind: 'show-score', eventId: SHOW, entryId: ENTRY, payload: { points: {}, scoredAt: '2026-06-01T11:00:00.000Z' }, label: '#1' },
  ];

  it.each(writes)('$kind goes to the declared resource that names its kind, with its method and address', (write) => {
    const resource = declared.find((item) => 'outboxKind' in item && item.outboxKind === write.kind);
    if (!resource) throw new Error(`no declared resource queues ${write.kind}`);
    // The setup is addressed by its event (`{id}`); the others name their parts as the write does.
    const values: Record<string, unknown> = { ...write, id: write.eventId };
    const params = Object.fromEntries(pathParameters(resource.path).map((name) => [name, values[name]]));
    const request = showRequestFor(write);
    expect(request.method).toBe(resource.method);
    expect(request.url).toBe(resourceUrl(resource, { params }));
    expect(request.url).not.toContain('undefined');
  });
});
