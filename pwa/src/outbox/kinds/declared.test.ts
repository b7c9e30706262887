import { describe, expect, it } from 'vitest';
import { showSponsorResources } from '@shared/shows/sponsor-resources';
import { saleResources } from '@shared/valuations/sale-resources';
import type { SaleReportInput } from '@shared/valuations/sales';
import { asDeclaredQueueKey, writeAsDeclared } from './declared';

const sale = (id: string): SaleReportInput => ({
  id,
  modelSlug: 'catalina',
  year: 1962,
  trim: 'Catalina',
  priceUsd: 24_000,
  soldOn: '2026-09-12',
  condition: 3,
  venue: 'private',
  place: 'Club swap meet',
});

describe('a write sent as declared', () => {
  it('is made from its declaration: method, address with its parameters, body', () => {
    const write = writeAsDeclared(showSponsorResources.replace, { params: { eventId: 'e1' }, body: { sponsors: [] } }, 'Sponsors');
    expect(write.request).toEqual({ method: 'PUT', url: '/api/shows/e1/sponsors', body: { sponsors: [] } });
  });

  it('replaces a queued write of the same thing, but two new records with their own ids are two writes', () => {
    const sponsors = (name: string) =>
      writeAsDeclared(showSponsorResources.replace, { params: { eventId: 'e1' }, body: { sponsors: [{ name }] } }, 'Sponsors');
    expect(asDeclaredQueueKey(sponsors('Ames'))).toBe(asDeclaredQueueKey(sponsors('Main Street Diner')));
    const first = writeAsDeclared(saleResources.report, { body: sale('11111111-1111-4111-8111-111111111111') }, 'Sale');
    const second = writeAsDeclared(saleResources.report, { body: sale('22222222-2222-4222-8222-222222222222') }, 'Sale');
    expect(asDeclaredQueueKey(first)).not.toBe(asDeclaredQueueKey(second));
    expect(asDeclaredQueueKey(first)).toBe(
      asDeclaredQueueKey(writeAsDeclared(saleResources.report, { body: sale('11111111-1111-4111-8111-111111111111') }, 'Sale')),
    );
  });
});
