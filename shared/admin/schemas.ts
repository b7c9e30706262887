import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { pageCursor } from '../http/cursor';
import { adminTexts } from './texts';

/** docs/product/states.md: a report starts pending and is handled once, by removing the content (resolved) or dismissing it. */
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const ADMIN_PAGE_SIZE = 20;
export const USER_SEARCH_MAX_LENGTH = 100;

/** The previous page's `nextCursor` on every paged admin list. */
export const pageCursorSchema = pageCursor(adminTexts.invalidCursor);
const cursor = pageCursorSchema;

/** Path parameter of every /api/admin/{reports,users}/{id} route; a malformed id is a 404, checked by the route. */
export const adminIdParams = z.object({ id: z.string() });

/** GET /api/admin/reports: optionally one status; `cursor` is the previous page's `nextCursor`. */
export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: `status must be one of: ${REPORT_STATUSES.join(', ')}` }).optional(),
  cursor,
});
export type ReportListQuery = z.input<typeof reportListQuerySchema>;

/** GET /api/admin/users: `q` matches name, username or email (case-insensitive, anywhere). */
export const userListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX_LENGTH, `q must be at most ${USER_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
  cursor,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const activityQuerySchema = z.object({ cursor });

/** PUT /api/admin/users/{id}/roles. Everyone keeps 'user'; the list is stored deduplicated in ROLES order. */
export const rolesUpdateSchema = z.object({
  roles: z
    .array(z.enum(ROLES, { error: `Each role must be one of: ${ROLES.join(', ')}` }), { error: 'roles must be a list' })
    .max(ROLES.length * 2, 'Too many roles')
    .transform((roles) => ROLES.filter((role) => role === 'user' || roles.includes(role))),
});
export type RolesUpdateInput = z.input<typeof rolesUpdateSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string(), username: z.string() });

/** GET /api/admin/stats: the panel's counters. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalPosts: z.number().int(),
  totalReports: z.number().int(),
  pendingReports: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * A report with what it points at, for judging it in context. `target` is null when the content is gone;
 * `link` is the post page (for a comment, its post's page), `removed` says a moderator already removed it.
 */
export const adminReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(['post', 'comment']),
  targetId: z.uuid(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reporter: personSchema,
  target: z
    .object({
      title: z.string(),
      excerpt: z.string().nullable(),
      author: personSchema,
      community: z.object({ name: z.string(), slug: z.string() }),
      link: z.string(),
      removed: z.boolean(),
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = z.object({ items: z.array(adminReportSchema), nextCursor: z.string().nullable() });
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;

/** docs/product/entities.md sample "admin user": name, email, roles, isBlocked, joinedAt (plus id and username). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  isBlocked: z.boolean(),
  joinedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** One admin_logs row; `actor` is null once the acting account is deleted. */
export const adminLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;
export const adminLogPageSchema = z.object({ items: z.array(adminLogEntrySchema), nextCursor: z.string().nullable() });
export type AdminLogPage = z.infer<typeof adminLogPageSchema>;
