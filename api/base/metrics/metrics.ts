import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStats } from '../jobs/job-queue';

/** What the metrics read when scraped: the database pool's connections and the job queue's kinds. */
export interface MetricSources {
  pool(): { inUse: number; idle: number; waiting: number };
  queues(): Promise<QueueStats[]>;
}

/**
 * The site's Prometheus metrics, one registry per app: requests by route and status with their latency,
 * server errors, read-cache hits and misses per topic, the database pool, the job queue, pushes and emails sent and
 * failed, and the device's queued writes accepted or refused. Served on METRICS_PORT alone (server.ts).
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  readonly cacheLookups = new Counter({
    name: 'read_cache_lookups_total',
    help: 'Lookups of the read cache’s kept answers, by topic and result (hit: answered from memory; miss: built).',
    labelNames: ['topic', 'result'] as const,
    registers: [this.registry],
  });
  readonly pushes = new Counter({
    name: 'push_sends_total',
    help: 'Web pushes tried, by outcome (sent, failed: tried again later, gone: the device was forgotten).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly emails = new Counter({
    name: 'email_sends_total',
    help: 'Emails handed to the mail server (or written to DATA_DIR/mail), by outcome (sent, failed: tried again later).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly outboxWrites = new Counter({
    name: 'outbox_writes_total',
    help: 'Writes a device queued offline and sent later (X-Written-By), by outcome (accepted, refused: a 4xx).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'The database pool’s connections in use and idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources.pool();
        this.set({ state: 'in_use' }, pool.inUse);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    const queueGauge = (name: string, help: string) =>
      new Gauge({ name, help, labelNames: ['queue'] as const, registers: [this.registry] });
    const waiting = queueGauge('job_queue_waiting', 'Jobs waiting (due or not) per kind of work.');
    const failed = queueGauge('job_queue_failed', 'Jobs failed for good per kind of work (kept 14 days).');
    const oldest = queueGauge('job_queue_oldest_waiting_seconds', 'How long the oldest due job has waited, per kind (0: none due).');
    // One read of the queue's tables per scrape, for the three gauges.
    new Gauge({
      name: 'job_queue_scrape_ok',
      help: '1 when the job queue’s figures were read on this scrape.',
      registers: [this.registry],
      async collect() {
        try {
          for (const queue of await sources.queues()) {
            waiting.set({ queue: queue.name }, queue.waiting);
            failed.set({ queue: queue.name }, queue.failed);
            oldest.set({ queue: queue.name }, queue.oldestWaitingSeconds ?? 0);
          }
          this.set(1);
        } catch {
          this.set(0);
        }
      },
    });
  }

  /** Node's own figures (memory, event loop delay, CPU): only where the metrics are served (each starts a monitor). */
  withProcessMetrics(): this {
    collectDefaultMetrics({ register: this.registry });
    return this;
  }

  /** One answer sent: its latency, and a server error when it is one. */
  answered(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
    if (status >= 500) this.serverErrors.inc({ route });
  }
}
