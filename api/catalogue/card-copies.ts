import type { FastifyInstance } from 'fastify';
import type { Orm } from '../base/db/orm';
import type { FileStore } from '../base/uploads/file-store';
import { storeCardCopy } from '../base/uploads/image-store';
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
export async function addMissingCardCopies(orm: Orm, files: FileStore, stopping: () => boolean = () => false): Promise<number> {
  const em = orm.em.fork();
  const images = await em.find(
    ModelImage,
    { cardImageUrl: null },
    { fields: ['imageUrl', 'isFeatured', 'model'], orderBy: { createdAt: 'asc' }, limit: CARD_COPIES_PER_RUN },
  );
  let recorded = 0;
  for (const image of images) {
    // A server asked to stop finishes the image in hand and leaves the rest to the next start.
    if (stopping()) break;
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

/**
 * Runs addMissingCardCopies once the server is up, in the background; a failure is logged and tried next start.
 * Closing the server stops it after the image in hand, before the database pool closes under it.
 */
export function registerCardCopies(app: FastifyInstance, orm: Orm, files: FileStore) {
  let closing = false;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = addMissingCardCopies(orm, files, () => closing)
      .then((recorded) => recorded > 0 && app.log.info({ recorded }, 'card-size copies made for earlier gallery images'))
      .catch((error: unknown) => app.log.warn({ err: { type: (error as Error).name } }, 'card-size copies failed'));
  });
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });
}
