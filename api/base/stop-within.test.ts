import { describe, expect, it } from 'vitest';
import { stopWithin } from './stop-within';

describe('stopping background work as the server closes', () => {
  it('waits for work that stops, and gives up on work that never does, saying which', async () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => void warnings.push(message) };
    let stopped = false;
    await stopWithin(log, 'the quick part', async () => {
      stopped = true;
    });
    expect(stopped).toBe(true);
    const startedAt = Date.now();
    await stopWithin(log, 'the stuck part', () => new Promise(() => {}), 50);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(45);
    expect(warnings).toEqual(['the stuck part did not stop within 50 ms of closing: left behind']);
  });
});
