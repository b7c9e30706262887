import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Server } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Handles on the public port besides the server's own: each accepts one more connection per turn of the event loop. */
export const EXTRA_ACCEPTORS = 7;

const ECHO_SCRIPT = fileURLToPath(new URL('./echo-handle.mjs', import.meta.url));

export interface ExtraAcceptors {
  readonly count: number;
  /** Connections the extra handles have accepted so far. */
  accepted(): number;
  /**
   * Stops accepting on the extra handles; resolves once every connection they accepted has ended (the server closes
   * them as its own: they are counted on the handle that accepted them, not on the server).
   */
  close(): Promise<void>;
}

/**
 * The socket handle under a listening `net.Server`. Sent as it is (not as a server), a handle crosses to another
 * process and back without being listened on there: a server sent whole is listened on by the process receiving it,
 * which would accept, and keep unanswered, connections of its own while it held the copy.
 */
type SocketHandle = object;

function socketHandleOf(server: Server): SocketHandle {
  const handle = (server as Server & { _handle?: SocketHandle | null })._handle;
  if (!handle) throw new Error('the server is not listening');
  return handle;
}

/**
 * More handles on `server`'s listening socket, whose connections `server` serves. libuv accepts one connection per
 * turn of the event loop and handle (libuv#3696): a server busy with thousands of open connections, each turn reading
 * many of them, then takes new ones slowly while the kernel's queue fills (a crowd coming back online waited seconds
 * there, with the server's own answers quick). Node 20 cannot duplicate a socket itself, so a child process that starts
 * and ends here hands the listening socket back `count` times, each time as a new descriptor, never accepting on it.
 * Listening on a copy sets the socket's queue again: `backlog` must be the server's own.
 */
export async function addExtraAcceptors(
  server: Server,
  { backlog, count = EXTRA_ACCEPTORS }: { backlog: number; count?: number },
): Promise<ExtraAcceptors> {
  const handle = socketHandleOf(server);
  const child = fork(ECHO_SCRIPT, [], { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const exited = once(child, 'exit').then(() => Promise.reject(new Error('the handle echo exited')));
  exited.catch(() => {});
  const acceptors: Server[] = [];
  let accepted = 0;
  try {
    for (let i = 0; i < count; i++) {
      const returned = once(child, 'message') as Promise<[unknown, SocketHandle | undefined]>;
      // Typed for sockets and servers only; Node passes a bare handle on as one too.
      child.send('echo', handle as Server);
      const [, copy] = await Promise.race([returned, exited]);
      if (!copy) throw new Error('no handle came back');
      const acceptor = new Server();
      acceptor.on('connection', (socket) => {
        accepted += 1;
        server.emit('connection', socket);
      });
      acceptor.listen(copy, backlog);
      acceptors.push(acceptor);
    }
  } finally {
    if (child.connected) child.send('done');
  }
  return {
    count: acceptors.length,
    accepted: () => accepted,
    close: async () => {
      await Promise.all(acceptors.map((acceptor) => new Promise((resolve) => acceptor.close(resolve))));
    },
  };
}
