import type { FlushResult } from './flushOutbox';
import type { SentReport } from './outcome';

/**
 * The page ↔ service worker protocol of the outbox: one background-sync tag, one flush request, one report.
 * The names before every write went through one outbox are still understood, so a page or a pending sync from
 * before an update is not ignored by the new worker.
 */
export const OUTBOX_SYNC_TAG = 'outbox';
const LEGACY_SYNC_TAG = 'event-outbox';

/** Page → worker: send what is queued now (the page came online, started, or the member chose Retry). */
export const FLUSH_OUTBOX = 'FLUSH_OUTBOX';
const LEGACY_FLUSH = 'FLUSH_EVENT_OUTBOX';

/** Worker → pages: the outbox changed; `sent` lists what reached the server. */
export const OUTBOX_CHANGED = 'OUTBOX_CHANGED';

/**
 * What the pages are told after a send: what reached the server, whether something now waits for a sign-in, and when
 * a backed-off write is due again (null: none is; absent from a worker of an older version).
 */
export interface OutboxChange {
  sent: SentReport[];
  needsSignIn: boolean;
  retryAt?: number | null;
}

export interface OutboxChangedMessage extends OutboxChange {
  type: typeof OUTBOX_CHANGED;
}

const hasType = (data: unknown, ...types: string[]): data is { type: string } =>
  typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string' && types.includes(data.type);

export const isFlushRequest = (data: unknown): boolean => hasType(data, FLUSH_OUTBOX, LEGACY_FLUSH);

export const isOutboxSyncTag = (tag: string): boolean => tag === OUTBOX_SYNC_TAG || tag === LEGACY_SYNC_TAG;

export function isOutboxChangedMessage(data: unknown): data is OutboxChangedMessage {
  return hasType(data, OUTBOX_CHANGED) && 'sent' in data && Array.isArray(data.sent);
}

export const changeOf = ({ sent, needsSignIn, retryAt }: FlushResult): OutboxChange => ({ sent, needsSignIn, retryAt });

/** Whether a run's result is worth telling the pages: something was tried, or a write waits for a time to be sent. */
export const isWorthTelling = ({ attempted, retryAt }: FlushResult): boolean => attempted > 0 || retryAt !== null;
