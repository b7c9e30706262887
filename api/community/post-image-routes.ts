import { LockMode } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { postResources } from '../../shared/community/resources';
import { signedInUser } from '../base/identity/guards';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { removeStoredImage, storeImage } from '../base/uploads/image-store';
import { readImageUpload } from '../base/uploads/multipart';
import { findPostOr404, postNotFound, refuseIfRemoved, requirePostPermission } from './guards';
import { postAnswer } from './post-routes';
import { Post } from './post.entity';
import type { FileStore } from '../base/uploads/file-store';

/**
 * POST /api/posts/{id}/image: the post's one picture (multipart field "image"), with the event images' rules:
 * a real image of at most 5 MB, re-encoded without its metadata under a generated name. A new picture replaces
 * the previous one, whose file is removed once the change is committed.
 */
export async function postImageRoutes(app: FastifyInstance, options: { files: FileStore }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(...served(app, postResources.uploadImage, { guard: requirePostPermission('authorOrModerator') }), async (request) => {
      const upload = await readImageUpload(request);
      const stored = await storeImage(options.files, upload.bytes);
      let previousUrl: string | null;
      try {
        previousUrl = await request.em.transactional(async (em) => {
          // The row lock orders concurrent uploads, so each one removes exactly the picture it replaced.
          const post = await em.findOne(Post, { id: request.params.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!post) throw postNotFound();
          refuseIfRemoved(post);
          const previous = post.imageUrl ?? null;
          post.imageUrl = stored.url;
          return previous;
        });
      } catch (error) {
        await removeStoredImage(options.files, stored.url);
        throw error;
      }
      if (previousUrl) await removeStoredImage(options.files, previousUrl);
      return postAnswer(request.em, await findPostOr404(request.em.fork(), request.params.id), signedInUser(request).id);
    });
}
