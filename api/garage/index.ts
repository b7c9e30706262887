/** What the rest of the API may use of the garage domain. */
import { CarProfile } from './car-profile.entity';

/** The garage domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [CarProfile];
