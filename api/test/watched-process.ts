import { spawn, type SpawnOptions } from 'node:child_process';

/**
 * A program a test starts (a server process, PgBouncer, moto_server) whose every wait is bounded: a test that waits on
 * one fails with what the program printed and how it ended, never with a bare timeout of its hook.
 */
export interface WatchedProcess {
  /** The last of what it printed (stdout and stderr together), to explain a failure. */
  output: () => string;
  /** How it ended ("exit code 1", "signal SIGKILL", why it could not start), or undefined while it runs. */
  ending: () => string | undefined;
  /** Resolves once it has ended: its exit code, null after a signal or if it never started. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` unless it has ended, SIGKILL if it still runs after `killAfterMs`; resolves as `exited`. */
  stop: (signal?: NodeJS.Signals, killAfterMs?: number) => Promise<number | null>;
}

/** Long enough for a server's own drain (requests, then its job queue) on a busy machine. */
const KILL_AFTER_MS = 40_000;

export function spawnWatched(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'> & { keepChars?: number } = {},
): WatchedProcess {
  const { keepChars = 4_000, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let ending: string | undefined;
  const keep = (text: string) => (output = (output + text).slice(-keepChars));
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      keep(`${error.message}\n`);
      // A program that could not be started has no exit to wait for.
      if (child.pid === undefined) {
        ending ??= `not started: ${error.message}`;
        resolve(null);
      }
    });
    child.once('exit', (code, signal) => {
      ending = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve(code);
    });
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', killAfterMs = KILL_AFTER_MS) => {
    if (ending !== undefined) return exited;
    child.kill(signal);
    const late = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    try {
      return await exited;
    } finally {
      clearTimeout(late);
    }
  };
  return { output: () => output, ending: () => ending, exited, stop };
}

/**
 * Asks `check` (bounded itself: a request with a timeout) every `intervalMs` until it says yes. Throws, with the
 * program's output, once the program has ended or `withinMs` have passed; a check that throws counts as a no.
 */
export async function untilAnswering(
  watched: WatchedProcess,
  { name, withinMs, intervalMs = 50, hint = '' }: { name: string; withinMs: number; intervalMs?: number; hint?: string },
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  const explained = (what: string) => new Error(`${name} ${what}: ${watched.output()}${hint ? `\n${hint}` : ''}`);
  for (;;) {
    const ending = watched.ending();
    if (ending !== undefined) throw explained(`ended (${ending})`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw explained(`did not answer within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
