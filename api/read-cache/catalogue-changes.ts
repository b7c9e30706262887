import pg from 'pg';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
const RECONNECT_MS = 2_000;

export interface CatalogueChanges {
  /** True while notifications are known to arrive: only then may cached answers be served. */
  readonly listening: boolean;
  stop(): Promise<void>;
}

/**
 * Listens on PostgreSQL for `catalogue_changed` (sent on commit by the triggers of Migration20261123160000, whoever
 * wrote) and calls `onChange`. While the listening connection is down nothing may be missed unnoticed, so
 * `listening` is false (answers are not cached) until it is back, and `onChange` runs again on reconnect.
 */
export function listenForCatalogueChanges(clientUrl: string, onChange: () => void, log: (message: string) => void): CatalogueChanges {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (why: string) => {
    if (stopped) return;
    if (listening) log(`catalogue change notifications lost (${why}); serving catalogue reads uncached until they are back`);
    listening = false;
    onChange();
    void client?.end().catch(() => undefined);
    client = undefined;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: 3_000, keepAlive: true });
    client = next;
    next.on('error', (error: Error) => lost(error.message));
    next.on('end', () => {
      if (client === next) lost('connection ended');
    });
    next.on('notification', () => onChange());
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
      if (stopped || client !== next) return;
      // Whatever changed while nobody listened.
      onChange();
      listening = true;
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error.message : 'cannot connect');
    }
  };

  void connect();
  return {
    get listening() {
      return listening;
    },
    async stop() {
      stopped = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
