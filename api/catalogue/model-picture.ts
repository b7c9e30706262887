import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelPicture } from '../../shared/catalogue/responses';
import { ModelImage } from './model-image.entity';
import { Model } from './model.entity';

/** A model's featured gallery image, as much of it as the model's picture needs. */
export interface FeaturedUpload {
  imageUrl: string;
  cardImageUrl: string | null;
}

/**
 * The model's picture (issue 30): the hero image an admin typed, else its featured gallery image. Cards get the
 * featured image's small copy. A typed hero image has no copy (it may live on another site), and an image uploaded
 * before copies were made falls back to its full file: a heavier card, never a missing picture.
 */
export function modelPicture(heroImage: string | null | undefined, featured: FeaturedUpload | undefined): ModelPicture {
  if (heroImage) return { headerImage: heroImage, cardImage: heroImage };
  if (!featured) return { headerImage: null, cardImage: null };
  return { headerImage: featured.imageUrl, cardImage: featured.cardImageUrl ?? featured.imageUrl };
}

/** The featured image of each model among `images` (any list of gallery rows), by model id. */
export function featuredByModel(
  images: readonly { model: { id: string }; imageUrl: string; cardImageUrl?: string | null; isFeatured: boolean }[],
): Map<string, FeaturedUpload> {
  const featured = new Map<string, FeaturedUpload>();
  for (const image of images) {
    if (image.isFeatured) featured.set(image.model.id, { imageUrl: image.imageUrl, cardImageUrl: image.cardImageUrl ?? null });
  }
  return featured;
}

/** The featured images of the given models (or of every model), by model id, in one query. */
export async function loadFeaturedUploads(em: EntityManager, modelIds?: readonly string[]): Promise<Map<string, FeaturedUpload>> {
  const images = await em.find(ModelImage, modelIds ? { isFeatured: true, model: { $in: [...modelIds] } } : { isFeatured: true }, {
    fields: ['model', 'imageUrl', 'cardImageUrl', 'isFeatured'],
  });
  return featuredByModel(images);
}

/**
 * The model's picture comes from its featured image: when that changes, so does the model. Its updatedAt moves, so the
 * offline mirror's next `since` refresh carries the model with its new picture.
 */
export const modelPictureChanged = (em: EntityManager, modelId: string) =>
  em.nativeUpdate(Model, { id: modelId }, { updatedAt: new Date() });
