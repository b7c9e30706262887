import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm';
import { stopWithin } from '../stop-within';

/** The PostgreSQL schema of the job queue's tables (pg-boss's own, made by a migration: Migration20261203000000). */
export const JOB_SCHEMA = 'pgboss';

/**
 * How a kind of job is retried: `retryLimit` more tries, the first after `retryDelaySeconds`, each wait doubled. A
 * `short` kind keeps at most one waiting job per `singletonKey` (a second is dropped).
 */
export interface JobRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  policy?: 'standard' | 'short';
  /** A cron expression (UTC): the job is also queued on this schedule, once per slot whatever the number of servers. */
  schedule?: string;
}

/** One kind of job's queue, as the System tab and the metrics show it. */
export interface QueueStats {
  name: string;
  waiting: number;
  failed: number;
  /** How long the oldest job that is due has waited, in seconds; null when none is due. */
  oldestWaitingSeconds: number | null;
}

/** A job as a batch handler sees it: `lastTry` when a failure now fails it for good. */
export interface QueuedJob<Data> {
  id: string;
  data: Data;
  lastTry: boolean;
}

interface JobKind {
  retries: JobRetries;
  batchSize: number;
  /** Does a batch of jobs; returns the ids of those to try again later (the others are done). */
  handle: (jobs: Array<QueuedJob<unknown>>) => Promise<string[]>;
}

/**
 * pg-boss's statements on the connection of a MikroORM transaction, so jobs are queued in (and only with) the
 * transaction of what caused them. Its statements number their parameters ($1); MikroORM's take them in order (?).
 */
function transactionDb(em: EntityManager) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const ordered: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, index: string) => {
        ordered.push(values[Number(index) - 1]);
        return '?';
      });
      return { rows: await em.execute(sql, ordered) };
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a worker asks for due jobs when nothing woke it (another server's jobs, retries coming due). */
const POLLING_SECONDS = 2;

/**
 * Background work that must survive a restart and be shared by several servers (emails): jobs are rows of
 * pg-boss's tables in our PostgreSQL, taken with SKIP LOCKED, retried with back-off, and kept a while after. A kind
 * is defined before the server is ready; its worker starts with the server and stops, after the job in hand, as it
 * closes. Sending wakes this server's worker at once.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, JobKind>();
  private readonly workers = new Map<string, string>();

  constructor(connectionString: string, onError: (error: Error) => void) {
    // Its own two connections: a worker waiting on a slow job never holds one of the requests' pool.
    this.boss = new PgBoss({ connectionString, schema: JOB_SCHEMA, max: 2, application_name: 'pontiac-jobs' });
    this.boss.on('error', onError);
  }

  /** Declares a kind of job and what does it; `handle` throwing means "try again later". */
  define<Data extends object>(name: string, retries: JobRetries, handle: (data: Data) => Promise<void>): void {
    this.defineBatch<Data>(name, retries, 1, async ([job]) => {
      if (job) await handle(job.data);
      return [];
    });
  }

  /**
   * Declares a kind of job done `batchSize` at a time (pushes: one batch's sends go out together); `handle` returns
   * the ids of the jobs to try again later, and throwing retries them all.
   */
  defineBatch<Data extends object>(
    name: string,
    retries: JobRetries,
    batchSize: number,
    handle: (jobs: Array<QueuedJob<Data>>) => Promise<string[]>,
  ): void {
    if (this.kinds.has(name)) throw new Error(`job kind ${name} is defined twice`);
    this.kinds.set(name, { retries, batchSize, handle: handle as JobKind['handle'] });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, { retries, batchSize, handle }] of this.kinds) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: retries.retryLimit,
        retryDelay: retries.retryDelaySeconds,
        retryBackoff: true,
        policy: retries.policy ?? 'standard',
      });
      if (retries.schedule) await this.boss.schedule(name, retries.schedule, {}, { tz: 'UTC' });
      const worker = await this.boss.work<object>(
        name,
        { pollingIntervalSeconds: POLLING_SECONDS, batchSize, includeMetadata: true },
        async (jobs) => {
          const again = await handle(jobs.map((job) => ({ id: job.id, data: job.data, lastTry: job.retryCount >= job.retryLimit })));
          // The rest are marked done when this returns (only jobs still active are).
          if (again.length > 0) await this.boss.fail(name, again);
        },
      );
      this.workers.set(name, worker);
    }
  }

  /** Queues one job, due at once: this server's worker is woken for it. */
  async send(name: string, data: object): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    await this.boss.send(name, data);
    this.wake(name);
  }

  /** Has this server's worker of `name` look for due jobs now (some were just queued). */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Resolves once no job of these kinds is due or being done (tests: what was queued has been tried). */
  async settle(names: string[]): Promise<void> {
    for (;;) {
      for (const name of names) this.wake(name);
      const { rows } = await this.boss.getDb().executeSql(
        `select count(*)::int as due from ${JOB_SCHEMA}.job
          where name = any($1) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [names],
      );
      if ((rows[0] as { due: number } | undefined)?.due === 0) return;
      await delay(25);
    }
  }

  /**
   * Each kind's work (the System tab, metrics): jobs waiting (due or not), failed (kept 14 days by pg-boss, its archive
   * included), and how long the oldest due one has waited.
   */
  async queueStats(): Promise<QueueStats[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `with jobs as (
         select name, state, start_after, created_on from ${JOB_SCHEMA}.job
         union all select name, state, start_after, created_on from ${JOB_SCHEMA}.archive where state = 'failed'
       )
       select q.name,
              count(j.*) filter (where j.state in ('created', 'retry'))::int as waiting,
              count(j.*) filter (where j.state = 'failed')::int as failed,
              floor(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry') and j.start_after <= now())))::int as oldest
         from ${JOB_SCHEMA}.queue q left join jobs j on j.name = q.name
        where left(q.name, 2) <> '__' -- pg-boss's own
        group by q.name order by q.name`,
      [],
    );
    return (rows as Array<{ name: string; waiting: number; failed: number; oldest: number | null }>).map((row) => ({
      name: row.name,
      waiting: row.waiting,
      failed: row.failed,
      oldestWaitingSeconds: row.oldest === null ? null : Math.max(0, row.oldest),
    }));
  }

  /**
   * Queues many jobs of one kind in one statement, in the transaction of `options.em` when given (they exist only if
   * it commits), due after `startAfterSeconds`; one already waiting with a job's key keeps it out.
   */
  async sendMany(
    name: string,
    jobs: Array<{ data: object; singletonKey?: string }>,
    options: { startAfterSeconds?: number; em?: EntityManager } = {},
  ) {
    if (!this.kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map(({ data, singletonKey }) => ({
        name,
        data,
        ...(singletonKey ? { singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: String(options.startAfterSeconds) } : {}),
      })),
      options.em ? { db: transactionDb(options.em) } : {},
    );
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The app's job queue, on `connectionString` (a direct connection: DATABASE_LISTEN_URL, else the ORM's own), started
 * once the server is ready (every kind defined by then) and stopped as it closes.
 */
export function registerJobQueue(app: FastifyInstance, orm: Orm, connectionString?: string): JobQueue {
  const queue = new JobQueue(connectionString ?? orm.config.get('clientUrl') ?? '', (error) =>
    app.log.warn({ err: { type: error.name, message: error.message } }, 'job queue error'),
  );
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start());
  // pg-boss waits up to 10 s for the job in hand; its pool's close is bounded on top (a connection an outage left).
  app.addHook('onClose', async () => stopWithin(app.log, 'the job queue', () => queue.stop(), 12_000));
  return queue;
}
