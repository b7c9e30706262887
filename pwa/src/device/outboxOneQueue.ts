/**
 * The outbox's step to one queue (device version 3), over the rows as they were stored then: a step is written against
 * the shapes it upgrades, frozen here, not today's types, which change with later versions.
 */

/** A queued event as version 2 stored it (table `events`): its writer as the organizer; its other fields kept as they are. */
export interface Version2Event {
  id: string;
  organizerId: string;
  organizerName: string;
  [field: string]: unknown;
}

/** A forum write or message as version 2 stored it (table `forum`): already in version 3's shape. */
export interface Version2ForumWrite {
  id: string;
  kind: string;
  [field: string]: unknown;
}

/** A row of version 3's one `writes` table: every kind, each under its kind and writer (`memberId`, `memberName`). */
export interface Version3Write {
  id: string;
  kind: string;
  [field: string]: unknown;
}

/**
 * The rows of version 2's two tables as rows of the one `writes` table, each kept as it was (its state, attempts,
 * progress: an event whose create reached the server is not created again), events under their kind and writer.
 */
export function toOneQueue(events: readonly Version2Event[], forum: readonly Version2ForumWrite[]): Version3Write[] {
  const fromEvents = events.map(({ organizerId, organizerName, ...event }) => ({
    ...event,
    kind: 'event',
    memberId: organizerId,
    memberName: organizerName,
  }));
  return [...fromEvents, ...forum];
}
