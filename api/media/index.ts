/** What the rest of the API may use of the media domain. */
import { Media } from './media.entity';

/** The media domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Media];
