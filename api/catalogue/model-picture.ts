import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelPicture } from '../../shared/catalogue/responses';
import { ModelImage } from './model-image.entity';
import { Model } from './model.entity';

/** A model's featured gallery image, as much of it as the model's picture needs. */
export interface FeaturedUpload {
  imageUrl: string;
  cardImageUrl: string | null;
  mediumImageUrl: string | null;
}

/** A member's garage photo standing in for a model's picture once approved, and whose it is. */
export interface GaragePhoto {
  url: string;
  username: string;
  name: string;
}

/**
 * The model's picture: the hero image an admin typed, else its featured gallery image, else the
 * newest approved garage photo of a car of that model, credited to its owner. Cards get the featured image's small copy. A
 * typed hero image has no copy (it may live on another site), nor does a garage photo, and an image uploaded before
 * copies were made falls back to its full file: a heavier card, never a missing picture.
 */
export function modelPicture(
  heroImage: string | null | undefined,
  featured: FeaturedUpload | undefined,
  garagePhoto?: GaragePhoto,
): ModelPicture {
  if (heroImage) return { headerImage: heroImage, headerImageMedium: null, cardImage: heroImage, pictureCredit: null };
  if (featured) {
    const { imageUrl, cardImageUrl, mediumImageUrl } = featured;
    return { headerImage: imageUrl, headerImageMedium: mediumImageUrl, cardImage: cardImageUrl ?? imageUrl, pictureCredit: null };
  }
  if (garagePhoto) {
    const { url, username, name } = garagePhoto;
    return { headerImage: url, headerImageMedium: null, cardImage: url, pictureCredit: { username, name } };
  }
  return { headerImage: null, headerImageMedium: null, cardImage: null, pictureCredit: null };
}

/** The featured image of each model among `images` (any list of gallery rows), by model id. */
export function featuredByModel(
  images: readonly {
    model: { id: string };
    imageUrl: string;
    cardImageUrl?: string | null;
    mediumImageUrl?: string | null;
    isFeatured: boolean;
  }[],
): Map<string, FeaturedUpload> {
  const featured = new Map<string, FeaturedUpload>();
  for (const { model, imageUrl, cardImageUrl, mediumImageUrl, isFeatured } of images) {
    if (isFeatured) featured.set(model.id, { imageUrl, cardImageUrl: cardImageUrl ?? null, mediumImageUrl: mediumImageUrl ?? null });
  }
  return featured;
}

/** The featured images of the given models (or of every model), by model id, in one query. */
export async function loadFeaturedUploads(em: EntityManager, modelIds?: readonly string[]): Promise<Map<string, FeaturedUpload>> {
  const images = await em.find(ModelImage, modelIds ? { isFeatured: true, model: { $in: [...modelIds] } } : { isFeatured: true }, {
    fields: ['model', 'imageUrl', 'cardImageUrl', 'mediumImageUrl', 'isFeatured'],
  });
  return featuredByModel(images);
}

/**
 * The newest approved garage photo of each model (or of the given model slugs), by model slug, in one query: a photo
 * a member offered and an admin approved, still one of its car's, the car still of that model, its owner not
 * blocked; the latest approved first. A photo nobody approved never shows.
 */
export async function loadGaragePhotos(em: EntityManager, modelSlugs?: readonly string[]): Promise<Map<string, GaragePhoto>> {
  if (modelSlugs?.length === 0) return new Map();
  const rows = await em.execute<Array<{ model_slug: string; url: string; username: string; name: string }>>(
    `select distinct on (o.model_slug) o.model_slug, o.photo_url as url, u.username, u.name
       from photo_offers o
       join garage_cars c on c.id = o.car_id and c.model_slug = o.model_slug and o.photo_url = any(c.photos)
       join users u on u.id = o.user_id
      where o.state = 'approved' and not u.is_blocked ${modelSlugs ? 'and o.model_slug in (?)' : ''}
      order by o.model_slug, o.decided_at desc, o.id desc`,
    modelSlugs ? [[...modelSlugs]] : [],
  );
  return new Map(rows.map((row) => [row.model_slug, { url: row.url, username: row.username, name: row.name }]));
}

/** Where the pictures of a set of models may come from: featured uploads by model id, garage photos by model slug. */
export interface ModelPictureSources {
  featured: ReadonlyMap<string, FeaturedUpload>;
  garagePhotos: ReadonlyMap<string, GaragePhoto>;
}

/** The picture of one model out of its sources. */
export const pictureOfModel = (model: { id: string; slug: string; heroImage?: string | null }, sources: ModelPictureSources) =>
  modelPicture(model.heroImage, sources.featured.get(model.id), sources.garagePhotos.get(model.slug));

/** The picture sources of the given models (or of every model), in two queries whatever their number. */
export async function loadModelPictureSources(
  em: EntityManager,
  models?: readonly { id: string; slug: string }[],
): Promise<ModelPictureSources> {
  const [featured, garagePhotos] = await Promise.all([
    loadFeaturedUploads(
      em,
      models?.map((model) => model.id),
    ),
    loadGaragePhotos(
      em,
      models?.map((model) => model.slug),
    ),
  ]);
  return { featured, garagePhotos };
}

/**
 * The model's picture comes from its featured image: when that changes, so does the model. Its updatedAt moves, so the
 * offline mirror's next `since` refresh carries the model with its new picture.
 */
export const modelPictureChanged = (em: EntityManager, modelId: string) =>
  em.nativeUpdate(Model, { id: modelId }, { updatedAt: new Date() });

/**
 * A garage photo of these models came or went (added, removed, its car deleted or moved to another model, its owner
 * renamed or blocked): the models that show their garage photo (no hero image, no featured image) change, as above.
 */
export async function garagePicturesChanged(em: EntityManager, modelSlugs: readonly string[]): Promise<void> {
  if (modelSlugs.length === 0) return;
  await em.execute(
    `update models m set updated_at = ?
      where m.slug in (?) and coalesce(m.hero_image, '') = ''
        and not exists (select 1 from model_images i where i.model_id = m.id and i.is_featured)`,
    [new Date(), [...new Set(modelSlugs)]],
  );
}

/** The member's garage photos stand in for their models' pictures: see garagePicturesChanged. */
export async function ownerPicturesChanged(em: EntityManager, userId: string): Promise<void> {
  const rows = await em.execute<Array<{ model_slug: string }>>(
    `select distinct model_slug from garage_cars where user_id = ? and cardinality(photos) > 0`,
    [userId],
  );
  await garagePicturesChanged(
    em,
    rows.map((row) => row.model_slug),
  );
}
