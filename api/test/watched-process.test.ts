import { describe, expect, it } from 'vitest';
import { spawnWatched, untilAnswering } from './watched-process';

const node = (script: string) => spawnWatched(process.execPath, ['-e', script]);

describe('a program a test starts', () => {
  it('is killed when it ignores the signal to stop, and its wait ends', async () => {
    const stubborn = node("process.on('SIGTERM', () => console.log('not stopping')); console.log('up'); setInterval(() => {}, 1000)");
    await untilAnswering(stubborn, { name: 'the program', withinMs: 10_000 }, async () => stubborn.output().includes('up'));
    expect(await stubborn.stop('SIGTERM', 300)).toBeNull();
    expect(stubborn.ending()).toBe('signal SIGKILL');
    expect(stubborn.output()).toContain('not stopping');
  });

  it('fails a wait for it with what it printed as soon as it ends, not at the deadline', async () => {
    const failing = node("console.error('cannot bind the port'); process.exit(3)");
    const started = Date.now();
    await expect(untilAnswering(failing, { name: 'the program', withinMs: 20_000 }, async () => false)).rejects.toThrow(
      /the program ended \(exit code 3\): cannot bind the port/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('fails a wait for one that never answers once the time is up, saying so', async () => {
    const silent = node("console.log('listening elsewhere'); setInterval(() => {}, 1000)");
    try {
      await expect(untilAnswering(silent, { name: 'the program', withinMs: 200 }, async () => false)).rejects.toThrow(
        /the program did not answer within 0.2 s: listening elsewhere/,
      );
    } finally {
      await silent.stop('SIGKILL');
    }
  });

  it('that cannot start ends the wait at once, with the reason', async () => {
    const missing = spawnWatched('/nonexistent/program', []);
    expect(await missing.exited).toBeNull();
    expect(missing.ending()).toMatch(/not started: .*ENOENT/);
    expect(await missing.stop()).toBeNull();
  });
});
