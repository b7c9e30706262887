/** What the rest of the API may use of the catalogue domain. */
import { Model } from './model.entity';
import { ModelImage } from './model-image.entity';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';

/** The catalogue domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Model, ModelImage, ModelYear, Trim];
