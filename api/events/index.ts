/** The events domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { EventImage } from './event-image.entity';
import { MeetupEvent } from './event.entity';

/** The events domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [EventImage, MeetupEvent];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { MeetupEvent } from './event.entity';
export { canonicalJson } from './fingerprint';
export { findEventOr404 } from './lookups';
