/** What the rest of the API may use of the events domain. */
import { EventImage } from './event-image.entity';
import { MeetupEvent } from './event.entity';

/** The events domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [EventImage, MeetupEvent];
