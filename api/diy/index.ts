/** What the rest of the API may use of the diy domain. */
import { DiyVideo } from './diy-video.entity';

/** The diy domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [DiyVideo];
