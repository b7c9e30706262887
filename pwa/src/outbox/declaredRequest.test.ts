import { describe, expect, it } from 'vitest';
import queuedWrites from 'virtual:outbox-writes';
import { declarationsIn } from '@shared/http/declarations';
import { declaredRequest } from './declaredRequest';
import { writeKinds } from './writeKinds';

const modules = import.meta.glob<Record<string, unknown>>('../../../shared/*/*resources.ts', { eager: true });
/** Every declaration that names an outbox kind. */
const queued = declarationsIn(modules).filter(({ resource }) => resource.outboxKind !== undefined);

describe('the writes the outbox sends, from their declarations', () => {
  it('hands the outbox the method and path of every declaration that names an outbox kind, and nothing else', () => {
    expect(queuedWrites).toEqual(
      Object.fromEntries(queued.map(({ name, resource }) => [name, { method: resource.method, path: resource.path }])),
    );
  });

  it('names only kinds the outbox has, and every kind it has is declared', () => {
    const declaredKinds = new Set(queued.map(({ resource }) => resource.outboxKind));
    expect([...declaredKinds].sort()).toEqual(Object.keys(writeKinds).sort());
  });

  it('fills the declared address and keeps the body as the declaration types it', () => {
    const request = declaredRequest('showMemberResources.vote', {
      params: { eventId: 'show/1', classId: 'c1' },
      body: { entryId: 'e1', castAt: '2026-06-01T10:00:00.000Z' },
    });
    expect(request).toEqual({
      method: 'PUT',
      url: '/api/shows/show%2F1/votes/c1',
      body: { entryId: 'e1', castAt: '2026-06-01T10:00:00.000Z' },
    });
    expect(declaredRequest('showMemberResources.withdraw', { params: { eventId: 's1', entryId: 'e1' } })).toEqual({
      method: 'POST',
      url: '/api/shows/s1/entries/e1/withdraw',
      body: {},
    });
  });
});
