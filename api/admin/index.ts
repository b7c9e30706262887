/** The admin domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { Report } from './report.entity';
import { Source } from './source.entity';

/** The admin domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Report, Source];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { Report } from './report.entity';
