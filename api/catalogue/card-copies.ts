import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';
import type { FileStore } from '../uploads/file-store';
import { storeCardCopy } from '../uploads/image-store';
import { ModelImage } from './model-image.entity';
import { modelPictureChanged } from './model-picture';

/** Images done per start, so a large gallery never holds a starting server's CPU for long (the rest: next start). */
const CARD_COPIES_PER_RUN = 200;

/**
 * Gallery images uploaded before card-size copies existed get one, so no model card downloads a full photo. Safe
 * with several servers: a copy is recorded only where none is yet, and a copy that lost that race is removed.
 * A featured image's model is marked changed, so devices' offline copies and cached answers take the new card.
 * Answers how many copies were recorded.
 */
export async function addMissingCardCopies(orm: Orm, files: FileStore): Promise<number> {
  const em = orm.em.fork();
  const images = await em.find(
    ModelImage,
    { cardImageUrl: null },
    { fields: ['imageUrl', 'isFeatured', 'model'], orderBy: { createdAt: 'asc' }, limit: CARD_COPIES_PER_RUN },
  );
  let recorded = 0;
  for (const image of images) {
    const bytes = await files.read(image.imageUrl);
    // A file lost from the store: nothing to make a copy from.
    if (!bytes) continue;
    const cardUrl = await storeCardCopy(files, bytes);
    const updated = await em.transactional(async (tx) => {
      const rows = await tx.nativeUpdate(ModelImage, { id: image.id, cardImageUrl: null }, { cardImageUrl: cardUrl });
      if (rows > 0 && image.isFeatured) await modelPictureChanged(tx, image.model.id);
      return rows;
    });
    if (updated === 0) await files.remove(cardUrl);
    else recorded += 1;
  }
  return recorded;
}

/** Runs addMissingCardCopies once the server is up, in the background; a failure is logged and tried next start. */
export function registerCardCopies(app: FastifyInstance, orm: Orm, files: FileStore) {
  app.addHook('onReady', async () => {
    void addMissingCardCopies(orm, files)
      .then((recorded) => recorded > 0 && app.log.info({ recorded }, 'card-size copies made for earlier gallery images'))
      .catch((error: unknown) => app.log.warn({ err: { type: (error as Error).name } }, 'card-size copies failed'));
  });
}
