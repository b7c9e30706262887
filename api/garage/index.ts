/** The garage domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { CarProfile } from './car-profile.entity';

/** The garage domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [CarProfile];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { CarProfile } from './car-profile.entity';
export { toGarageCar } from './dto';
export { checkModelYear } from './model-years';
