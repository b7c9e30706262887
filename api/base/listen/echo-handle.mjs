// Hands each socket handle it is sent back to its parent, then closes its own copy and, once asked to, exits
// (extra-acceptors.ts). It never listens on a handle, so it accepts no connection. Plain JavaScript: it starts without
// the TypeScript loader.
process.on('message', (message, handle) => {
  if (message === 'done') return process.disconnect();
  if (message !== 'echo' || !handle) return;
  process.send('echo', handle, () => handle.close());
});
