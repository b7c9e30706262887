import { Writable } from 'node:stream';

/** A logger (Fastify's `logger` option, at info) that keeps every line it writes, for a test to read. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    text: () => lines.join(''),
    /** The lines written so far, each parsed from its JSON. */
    entries: () => lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
