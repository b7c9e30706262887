/** The diy domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { DiyVideo } from './diy-video.entity';

/** The diy domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [DiyVideo];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { DiyVideo } from './diy-video.entity';
export { toDiyVideo } from './dto';
