import { describe, expect, it } from 'vitest';
import { offlineSnapshotSchema } from '@shared/offline/schemas';
import { SNAPSHOT_FORMAT } from '@shared/offline/snapshot-version';
import { parseSnapshot } from './parseSnapshot';

const model = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  slug: `model-${index}`,
  name: `Model ${index}`,
  description: null,
  heroImage: null,
  headerImage: null,
  cardImage: null,
  pictureCredit: null,
  firstYear: 1964,
  lastYear: 1974,
  featured: false,
  bodyStyles: ['coupe'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  // Not in the schema: dropped, as offlineSnapshotSchema.parse drops it.
  extra: true,
});

const snapshot = (models: unknown[]) => ({
  format: SNAPSHOT_FORMAT,
  generatedAt: '2026-01-01T00:00:00.000Z',
  since: null,
  models,
  years: [],
  trims: [],
  valuations: [],
  diyVideos: [],
  communities: [{ slug: 'general', name: 'General', description: 'Anything Pontiac' }],
  modelImages: [],
  sales: [],
  ids: null,
  unknownField: 'dropped',
});

describe('parseSnapshot', () => {
  it('gives what offlineSnapshotSchema.parse gives, over more rows than one task checks', async () => {
    const json = snapshot(Array.from({ length: 60 }, (_, index) => model(index)));
    expect(await parseSnapshot(json)).toEqual(offlineSnapshotSchema.parse(json));
  });

  it('rejects a bad row and a bad field outside the lists', async () => {
    await expect(parseSnapshot(snapshot([model(1), { ...model(2), firstYear: 'soon' }]))).rejects.toThrow();
    await expect(parseSnapshot({ ...snapshot([]), generatedAt: 7 })).rejects.toThrow();
    await expect(parseSnapshot({ ...snapshot([]), trims: null })).rejects.toThrow();
  });
});
