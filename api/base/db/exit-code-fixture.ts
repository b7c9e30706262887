// Run by exit-code.test.ts in a process of its own: loads the embedded PostgreSQL wrapper, then ends by itself with a
// failure set, as vitest does after a failed test.
import './embedded-postgres';

process.exitCode = 3;
