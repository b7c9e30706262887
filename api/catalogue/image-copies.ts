import type { FastifyInstance } from 'fastify';
import type { Orm } from '../base/db/orm';
import type { FileStore } from '../base/uploads/file-store';
import { storeCopy, type CopyKind } from '../base/uploads/image-store';
import { ModelImage } from './model-image.entity';
import { modelPictureChanged } from './model-picture';

/** Images done per start, so a large gallery never holds a starting server's CPU for long (the rest: next start). */
const COPIES_PER_RUN = 200;

/** Each copy's column. */
const COPY_COLUMNS = { card: 'cardImageUrl', medium: 'mediumImageUrl' } as const satisfies Record<CopyKind, string>;

/**
 * Gallery images uploaded before their card-size or medium copies existed get them, so no model
 * card or phone downloads a full photo. Safe with several servers: a copy is recorded only where none is yet, and a
 * copy that lost that race is removed. A featured image's model is marked changed, so devices' offline copies and
 * cached answers take the new picture. Answers how many copies were recorded.
 */
export async function addMissingImageCopies(orm: Orm, files: FileStore, stopping: () => boolean = () => false): Promise<number> {
  const em = orm.em.fork();
  const images = await em.find(
    ModelImage,
    { $or: [{ cardImageUrl: null }, { mediumImageUrl: null }] },
    { fields: ['imageUrl', 'cardImageUrl', 'mediumImageUrl', 'isFeatured', 'model'], orderBy: { createdAt: 'asc' }, limit: COPIES_PER_RUN },
  );
  let recorded = 0;
  for (const image of images) {
    // A server asked to stop finishes the image in hand and leaves the rest to the next start.
    if (stopping()) break;
    const bytes = await files.read(image.imageUrl);
    // A file lost from the store: nothing to make a copy from.
    if (!bytes) continue;
    for (const kind of Object.keys(COPY_COLUMNS) as CopyKind[]) {
      const column = COPY_COLUMNS[kind];
      if (image[column]) continue;
      const url = await storeCopy(files, bytes, kind);
      const updated = await em.transactional(async (tx) => {
        const rows = await tx.nativeUpdate(ModelImage, { id: image.id, [column]: null }, { [column]: url });
        if (rows > 0 && image.isFeatured) await modelPictureChanged(tx, image.model.id);
        return rows;
      });
      if (updated === 0) await files.remove(url);
      else recorded += 1;
    }
  }
  return recorded;
}

/**
 * Runs addMissingImageCopies once the server is up, in the background; a failure is logged and tried next start.
 * Closing the server stops it after the image in hand, before the database pool closes under it.
 */
export function registerImageCopies(app: FastifyInstance, orm: Orm, files: FileStore) {
  let closing = false;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = addMissingImageCopies(orm, files, () => closing)
      .then((recorded) => recorded > 0 && app.log.info({ recorded }, 'smaller copies made for earlier gallery images'))
      .catch((error: unknown) => app.log.warn({ err: { type: (error as Error).name } }, 'smaller image copies failed'));
  });
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });
}
