import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';
import type { FileStore } from '../uploads/file-store';
import { storeCardCopy } from '../uploads/image-store';

/** Images done per start, so a large gallery never holds a starting server's CPU for long (the rest: next start). */
const CARD_COPIES_PER_RUN = 200;

interface ImageWithoutCopy {
  id: string;
  image_url: string;
  model_id: string;
  is_featured: boolean;
}

/**
 * Gallery images uploaded before card-size copies existed get one, so no model card downloads a full photo. Safe
 * with several servers: a copy is recorded only where none is yet, and a copy that lost that race is removed.
 * A featured image's model is marked changed, so devices' offline copies and cached answers take the new card.
 * Answers how many copies were recorded.
 */
export async function addMissingCardCopies(orm: Orm, files: FileStore): Promise<number> {
  const connection = orm.em.getConnection();
  const images = await connection.execute<ImageWithoutCopy[]>(
    'select id, image_url, model_id, is_featured from model_images where card_image_url is null order by created_at limit ?',
    [CARD_COPIES_PER_RUN],
  );
  let recorded = 0;
  for (const image of images) {
    const bytes = await files.read(image.image_url);
    // A typed URL of another site, or a file lost from the folder: nothing to make a copy from.
    if (!bytes) continue;
    const cardUrl = await storeCardCopy(files, bytes);
    const updated = await connection.execute<{ affectedRows: number }>(
      'update model_images set card_image_url = ? where id = ? and card_image_url is null',
      [cardUrl, image.id],
      'run',
    );
    if (updated.affectedRows === 0) {
      await files.remove(cardUrl);
      continue;
    }
    recorded += 1;
    if (image.is_featured) await connection.execute('update models set updated_at = now() where id = ?', [image.model_id], 'run');
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
