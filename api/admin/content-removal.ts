import type { EntityManager } from '@mikro-orm/postgresql';
import type { JsonObject } from '../../shared/json';
import { adminTexts } from '../../shared/admin/texts';
import type { ReportTargetType } from '../../shared/community/forum-limits';

/** What a reported target held before removal; kept in the admin log, since the row itself is overwritten. */
export type RemovedContent = JsonObject;

/**
 * Locks the reported post or comment row (so two moderators handling reports of the same target take turns)
 * and says whether it still exists and whether it is already removed.
 */
export async function lockTarget(em: EntityManager, type: ReportTargetType, id: string) {
  const table = type === 'post' ? 'posts' : 'comments';
  const [row] = await em.execute<Array<{ removed: boolean }>>(
    `select removed_at is not null as removed from ${table} where id = ? for update`,
    [id],
  );
  return row ? { exists: true, removed: row.removed } : { exists: false, removed: false };
}

/**
 * Soft-deletes a locked, not yet removed target: everyone sees the removal text in place of its content, the
 * row (votes, replies, place in the thread) stays, and the original content is returned for the log.
 */
export async function removeTargetContent(em: EntityManager, type: ReportTargetType, id: string): Promise<RemovedContent> {
  const text = adminTexts.removedByModerator;
  if (type === 'post') {
    const [original] = await em.execute<
      Array<{ title: string; body: string | null; url: string | null; image_url: string | null; type: string }>
    >(`select title, body, url, image_url, type from posts where id = ?`, [id]);
    // A removed link or image post becomes a plain text post, so neither the address nor the picture shows.
    await em.execute(`update posts set title = ?, body = ?, url = null, image_url = null, type = 'text', removed_at = now() where id = ?`, [
      text,
      text,
      id,
    ]);
    return {
      title: original?.title ?? null,
      body: original?.body ?? null,
      url: original?.url ?? null,
      imageUrl: original?.image_url ?? null,
      type: original?.type ?? null,
    };
  }
  const [original] = await em.execute<Array<{ body: string }>>(`select body from comments where id = ?`, [id]);
  await em.execute(`update comments set body = ?, removed_at = now() where id = ?`, [text, id]);
  return { body: original?.body ?? null };
}
