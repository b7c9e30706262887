import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../base/db/orm';
import { deliver, type NotificationEvent } from './notify';
import { notificationsToEmail } from './email-notifications';
import { ANNOUNCE_BATCH_SIZE, announceScheduledResults } from './scheduled-results';

/** How often a server looks for queued events when nothing woke it (another server's `pushes_changed` missed). */
const POLL_MS = 2_000;
/** How often a server looks for shows whose voting closed by its scheduled time: results are out within this. */
const ANNOUNCE_EVERY_MS = 10_000;
/** Queued events delivered per run of deliverQueuedEvents. */
const FANOUT_BATCH_SIZE = 20;

/** What a delivered event leads to, queued in its delivery's transaction: pushes to send and emails to send later. */
export interface DeliveryFollowUps {
  /** Queues the sending of the pushes waiting for these devices under `tag` (push-sending.ts). */
  queuePushes(em: EntityManager, subscriptionIds: string[], tag: string): Promise<void>;
  /** Queues the email of each notification still unseen after a while (email-notifications.ts). */
  queueEmails(em: EntityManager, notificationIds: string[]): Promise<void>;
  /** Once they are committed: this server starts on the pushes at once. */
  committed(): void;
  /** Resolves once every push due now has been tried (tests). */
  settled(): Promise<void>;
}

/** Lets requests waiting for this process go first between deliveries. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Delivers queued notification events (notify.ts): each taken with FOR UPDATE SKIP LOCKED, so several servers share
 * them, and deleted in the transaction that delivers it and queues its pushes and emails. Returns how many it
 * delivered.
 */
export async function deliverQueuedEvents(orm: Orm, followUps: DeliveryFollowUps, limit = FANOUT_BATCH_SIZE): Promise<number> {
  let delivered = 0;
  for (; delivered < limit; delivered++) {
    const found = await orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<Array<{ event: NotificationEvent }>>(
        `delete from notification_fanouts where id = (
           select id from notification_fanouts order by created_at limit 1 for update skip locked
         ) returning event`,
      );
      if (!row) return false;
      const devices = await deliver(em, row.event);
      await followUps.queuePushes(em, devices, row.event.tag);
      await followUps.queueEmails(em, await notificationsToEmail(em, row.event, row.event.recipientIds));
      return true;
    });
    if (!found) break;
    followUps.committed();
    await yieldToRequests();
  }
  return delivered;
}

/**
 * The background notification work of one server: announces the People's Choice results of shows whose voting closed
 * by its scheduled time (every ANNOUNCE_EVERY_MS) and delivers queued events, whose pushes and emails are jobs of the
 * job queue. Started when the server is ready, woken by `pushes_changed` (and every POLL_MS), stopped (the batch in
 * hand finished) on close. Between runs it holds no database connection.
 */
export class NotificationDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;
  private lastAnnounced = 0;

  constructor(
    private readonly orm: Orm,
    private readonly followUps: DeliveryFollowUps,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for queued events now (a write just queued some), or right after the batch in hand. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) return this.wake();
      this.timer = setTimeout(() => this.wake(), POLL_MS);
      this.timer.unref();
    });
  }

  /** Delivers what is queued now, even while stopped (tests). */
  async deliverQueued(): Promise<void> {
    while ((await deliverQueuedEvents(this.orm, this.followUps)) === FANOUT_BATCH_SIZE);
  }

  private async drain(options: { announceNow?: boolean } = {}): Promise<void> {
    try {
      if (options.announceNow || Date.now() - this.lastAnnounced >= ANNOUNCE_EVERY_MS) {
        this.lastAnnounced = Date.now();
        while (!this.stopped && (await announceScheduledResults(this.orm)) === ANNOUNCE_BATCH_SIZE);
      }
      do {
        this.again = false;
        while (!this.stopped && (await deliverQueuedEvents(this.orm, this.followUps)) === FANOUT_BATCH_SIZE);
      } while (this.again && !this.stopped);
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Resolves once every show whose voting closed by schedule is announced, every queued event delivered and every
   * push due now tried (tests).
   */
  async settle(): Promise<void> {
    while (this.running) await this.running;
    await this.drain({ announceNow: true });
    await this.followUps.settled();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
