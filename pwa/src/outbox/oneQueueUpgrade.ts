import type { EventWrite, QueuedPhoto, QueuedWrite, QueuedWriteState } from './types';

/** A queued event as version 2 of the outbox database stored it (table `events`, its writer as the organizer). */
export interface Version2Event {
  id: string;
  payload: EventWrite['payload'];
  organizerId: string;
  organizerName: string;
  photos: QueuedPhoto[];
  eventCreated: boolean;
  state: QueuedWriteState;
  lastError: string | null;
  attempts: number;
  queuedAt: string;
}

/** A forum write or message as version 2 stored it (table `forum`): already in today's shape. */
export type Version2ForumWrite = Exclude<QueuedWrite, { kind: 'event' }>;

/**
 * The rows of version 2's two tables as rows of the one `writes` table, each kept as it was (its state, attempts,
 * progress: an event whose create reached the server is not created again), events under their kind and writer.
 */
export function toOneQueue(events: Version2Event[], forum: Version2ForumWrite[]): QueuedWrite[] {
  const fromEvents = events.map(({ organizerId, organizerName, ...event }): QueuedWrite => ({
    ...event,
    kind: 'event',
    memberId: organizerId,
    memberName: organizerName,
  }));
  return [...fromEvents, ...forum];
}
