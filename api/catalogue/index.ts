/** The catalogue domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { Model } from './model.entity';
import { ModelImage } from './model-image.entity';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';
import { PhotoOffer } from './photo-offer.entity';

/** The catalogue domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Model, ModelImage, ModelYear, Trim, PhotoOffer];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { toModelImage, toModelSummary, toTrimDetail, toYearDetail } from './dto';
export { findModelOr404 } from './lookups';
export { ModelImage } from './model-image.entity';
export { featuredByModel, garagePicturesChanged, loadGaragePhotos, modelPicture, ownerPicturesChanged } from './model-picture';
export { ModelYear } from './model-year.entity';
export type { ModelYearEntity } from './model-year.entity';
export { Model } from './model.entity';
export type { ModelValuations } from './model-detail';
export { Trim } from './trim.entity';
export type { TrimEntity } from './trim.entity';
