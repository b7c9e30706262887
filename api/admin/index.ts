/** The admin domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { Source } from './source.entity';

/** The admin domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Source];
