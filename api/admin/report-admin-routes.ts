import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { adminResources } from '../../shared/admin/resources';
import { served } from '../base/plugins/resources';
import { ADMIN_PAGE_SIZE, type AdminReport, type ReportStatus } from '../../shared/admin/schemas';
import { adminTexts } from '../../shared/admin/texts';
import type { ReportTargetType } from '../../shared/community/forum-limits';
import { signedInUser } from '../base/identity/guards';
import { isUuid } from '../base/ids';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { lockTarget, removeTargetContent } from './content-removal';
import { cursorAtSql, keysetPage } from '../base/keyset';
import { notifyReportsHandled } from '../notifications';
import { Report } from '../community';

const EXCERPT_LENGTH = 500;
const reportNotFound = () => new HttpError(404, adminTexts.reportNotFound);

interface ReportRow {
  id: string;
  cursor_at: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: string;
  status: ReportStatus;
  reporter_id: string;
  reporter_name: string;
  reporter_username: string;
  post_id: string | null;
  post_title: string | null;
  excerpt: string | null;
  author_id: string | null;
  author_name: string | null;
  author_username: string | null;
  community_name: string | null;
  community_slug: string | null;
  removed: boolean;
}

// The target is polymorphic (no foreign key): a post, or a comment shown under its post's title.
const reportSelect = `
  select r.id, ${cursorAtSql('r.created_at')} as cursor_at, r.target_type, r.target_id, r.reason, r.status,
    ru.id as reporter_id, ru.name as reporter_name, ru.username as reporter_username,
    coalesce(p.id, cp.id) as post_id, coalesce(p.title, cp.title) as post_title,
    left(case when r.target_type = 'post' then p.body else c.body end, ${EXCERPT_LENGTH}) as excerpt,
    au.id as author_id, au.name as author_name, au.username as author_username,
    co.name as community_name, co.slug as community_slug,
    coalesce(p.removed_at, c.removed_at) is not null as removed
  from reports r
  join users ru on ru.id = r.reporter_id
  left join posts p on r.target_type = 'post' and p.id = r.target_id
  left join comments c on r.target_type = 'comment' and c.id = r.target_id
  left join posts cp on cp.id = c.post_id
  left join users au on au.id = coalesce(p.author_id, c.author_id)
  left join communities co on co.id = coalesce(p.community_id, cp.community_id)`;

const toAdminReport = (row: ReportRow): AdminReport => ({
  id: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  reason: row.reason,
  status: row.status,
  createdAt: row.cursor_at,
  reporter: { id: row.reporter_id, name: row.reporter_name, username: row.reporter_username },
  target:
    row.post_id && row.author_id && row.community_slug
      ? {
          title: row.post_title ?? '',
          excerpt: row.excerpt,
          author: { id: row.author_id, name: row.author_name ?? '', username: row.author_username ?? '' },
          community: { name: row.community_name ?? '', slug: row.community_slug },
          link: `/post/${row.post_id}`,
          removed: row.removed,
        }
      : null,
});

/** A report's answer after a change, read again with its target. */
async function reportAnswer(em: EntityManager, id: string) {
  const [row] = await em.execute<ReportRow[]>(`${reportSelect} where r.id = ?`, [id]);
  if (!row) throw reportNotFound();
  return toAdminReport(row);
}

/** Counters and the report queue (docs/product/screens.md Admin panel): moderators and admins. */
export async function reportAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Checked before validation, so callers without the right learn nothing about the payload rules.

  routes.get(...served(app, adminResources.stats), async (request) => {
    const [row] = await request.em.execute<Array<Record<'users' | 'posts' | 'reports' | 'pending', number>>>(
      `select (select count(*) from users)::int as users, (select count(*) from posts)::int as posts,
         (select count(*) from reports)::int as reports, (select count(*) from reports where status = 'pending')::int as pending`,
    );
    return { totalUsers: row?.users ?? 0, totalPosts: row?.posts ?? 0, totalReports: row?.reports ?? 0, pendingReports: row?.pending ?? 0 };
  });

  routes.get(...served(app, adminResources.reports), async (request) => {
    const { status, cursor } = request.query;
    const page = await keysetPage<ReportRow>(request.em, {
      select: reportSelect,
      alias: 'r',
      where: status ? ['r.status = ?'] : [],
      params: status ? [status] : [],
      cursor,
      size: ADMIN_PAGE_SIZE,
    });
    return { items: page.rows.map(toAdminReport), nextCursor: page.nextCursor };
  });

  // Removing soft-deletes the content and resolves every pending report of it; only a pending report qualifies.
  routes.post(...served(app, adminResources.removeReported), async (request) => {
    const actor = signedInUser(request);
    const { id } = request.params;
    if (!isUuid(id)) throw reportNotFound();
    await request.em.transactional(async (em) => {
      const found = await em.findOne(Report, { id });
      if (!found) throw reportNotFound();
      const targetType = found.targetType === 'comment' ? 'comment' : 'post';
      // Target first, then the report: every removal of one target locks in the same order (no deadlock).
      const target = await lockTarget(em, targetType, found.targetId);
      const report = await em.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!report) throw reportNotFound();
      if (report.status !== 'pending') throw new HttpError(409, adminTexts.reportAlreadyHandled);
      // Every pending report of the target is resolved below: each reporter hears of it (named before the removal).
      const resolving = await em.execute<Array<{ id: string }>>(
        `select id from reports where target_type = ? and target_id = ? and status = 'pending'`,
        [report.targetType, report.targetId],
      );
      await notifyReportsHandled(
        em,
        resolving.map((row) => row.id),
      );
      const original = target.exists && !target.removed ? await removeTargetContent(em, targetType, report.targetId) : null;
      const resolved = await em.nativeUpdate(
        Report,
        { targetType: report.targetType, targetId: report.targetId, status: 'pending' },
        { status: 'resolved' },
      );
      recordAdminAction(em, {
        actor,
        action: 'report.remove',
        targetType,
        targetId: report.targetId,
        details: { reportId: report.id, reason: report.reason, resolvedReports: resolved, original },
      });
    });
    return reportAnswer(request.em, id);
  });

  routes.post(...served(app, adminResources.dismissReport), async (request) => {
    const actor = signedInUser(request);
    const { id } = request.params;
    if (!isUuid(id)) throw reportNotFound();
    await request.em.transactional(async (em) => {
      const report = await em.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!report) throw reportNotFound();
      if (report.status !== 'pending') throw new HttpError(409, adminTexts.reportAlreadyHandled);
      report.status = 'dismissed';
      await notifyReportsHandled(em, [report.id]);
      recordAdminAction(em, {
        actor,
        action: 'report.dismiss',
        targetType: report.targetType,
        targetId: report.targetId,
        details: { reportId: report.id, reason: report.reason },
      });
    });
    return reportAnswer(request.em, id);
  });
}
