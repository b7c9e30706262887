/** The garage domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { GarageCar } from './garage-car.entity';

/** The garage domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [GarageCar];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { GarageCar } from './garage-car.entity';
export { toGarageCar } from './dto';
export { checkModelYear } from './model-years';
