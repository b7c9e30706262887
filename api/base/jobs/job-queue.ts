import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';

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

interface JobKind {
  retries: JobRetries;
  handle: (data: unknown) => Promise<void>;
}

/** How often a worker asks for due jobs when nothing woke it (another server's jobs, retries coming due). */
const POLLING_SECONDS = 2;

/**
 * Background work that must survive a restart and be shared by several servers (emails, issue 45): jobs are rows of
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
    if (this.kinds.has(name)) throw new Error(`job kind ${name} is defined twice`);
    this.kinds.set(name, { retries, handle: handle as (data: unknown) => Promise<void> });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, { retries, handle }] of this.kinds) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: retries.retryLimit,
        retryDelay: retries.retryDelaySeconds,
        retryBackoff: true,
        policy: retries.policy ?? 'standard',
      });
      if (retries.schedule) await this.boss.schedule(name, retries.schedule, {}, { tz: 'UTC' });
      const worker = await this.boss.work<object>(name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 }, async ([job]) => {
        if (job) await handle(job.data);
      });
      this.workers.set(name, worker);
    }
  }

  /** Queues one job, due at once: this server's worker is woken for it. */
  async send(name: string, data: object): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    await this.boss.send(name, data);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Queues many jobs of one kind in one statement (due after `startAfterSeconds`); one already waiting with a job's key keeps it out. */
  async sendMany(name: string, jobs: Array<{ data: object; singletonKey?: string }>, options: { startAfterSeconds?: number } = {}) {
    if (!this.kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map(({ data, singletonKey }) => ({
        name,
        data,
        ...(singletonKey ? { singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: String(options.startAfterSeconds) } : {}),
      })),
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
  app.addHook('onClose', async () => queue.stop());
  return queue;
}
