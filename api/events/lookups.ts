import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventTexts } from '../../shared/events/texts';
import { HttpError } from '../base/plugins/errors';
import { MeetupEvent } from './event.entity';

/** Whether the event is a car show (a row in `shows`). */
export async function eventIsShow(em: EntityManager, eventId: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ is_show: boolean }>>('select exists (select 1 from shows where event_id = ?) as is_show', [
    eventId,
  ]);
  return row?.is_show ?? false;
}

export const notFound = () => new HttpError(404, eventTexts.notFound);

/** One event with its organizer, or a 404; `lock` takes it for a change (no organizer loaded). */
export async function findEventOr404(em: EntityManager, id: string, options: { lock?: boolean } = {}) {
  const event = await em.findOne(
    MeetupEvent,
    { id },
    options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { populate: ['organizer'] },
  );
  if (!event) throw notFound();
  return event;
}
