import { describe, expect, it } from 'vitest';
import { acceptSnapshotFormat } from './snapshot-format';
import { SNAPSHOT_FORMAT } from './snapshot-version';

const lists = { models: [], years: [], trims: [], valuations: [], diyVideos: [], communities: [], modelImages: [], sales: [] };
const snapshot = { format: SNAPSHOT_FORMAT, generatedAt: '2026-01-01T00:00:00.000Z', since: null, ids: null, ...lists };

describe("the service worker's check of a snapshot", () => {
  it('accepts a snapshot of its format as it came', () => {
    expect(acceptSnapshotFormat(snapshot)).toBe(snapshot);
  });

  it('refuses another format, saying which, so an older app keeps its mirror until it updates', () => {
    expect(() => acceptSnapshotFormat({ ...snapshot, format: SNAPSHOT_FORMAT + 1 })).toThrow(
      `The offline snapshot is of format ${SNAPSHOT_FORMAT + 1}; this app reads format ${SNAPSHOT_FORMAT}`,
    );
    const { format: _format, ...unversioned } = snapshot;
    expect(() => acceptSnapshotFormat(unversioned)).toThrow('of format undefined');
  });

  it('refuses what is not a snapshot', () => {
    expect(() => acceptSnapshotFormat(null)).toThrow('not an object');
    expect(() => acceptSnapshotFormat('<html>')).toThrow('not an object');
    expect(() => acceptSnapshotFormat({ ...snapshot, trims: {} })).toThrow('no list of trims');
  });
});
