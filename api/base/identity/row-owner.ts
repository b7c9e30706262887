import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountTexts } from '@shared/users/account-schemas';
import { HttpError } from '../plugins/errors';
import { requireMember, signedInUser } from './guards';

/** The tables whose rows name the member who owns them (`user_id`) and may be guarded by it. */
type OwnedTable = 'garage_cars' | 'photo_offers' | 'sale_reports';

const idParams = z.object({ id: z.uuid() });

/**
 * A guard: only the member who owns the row of `table` named by the route's id may go on (401 signed out, 403 blocked
 * or not theirs, 404 no such row). A malformed id is left to the route's params schema (400).
 */
export const requireRowOwner = (table: OwnedTable, notFound: () => HttpError) => async (request: FastifyRequest, reply: FastifyReply) => {
  await requireMember(request, reply);
  const params = idParams.safeParse(request.params);
  if (!params.success) return;
  const [row] = await request.em.fork().execute<Array<{ user_id: string }>>(`select user_id from ${table} where id = ?`, [params.data.id]);
  if (!row) throw notFound();
  if (row.user_id !== signedInUser(request).id) throw new HttpError(403, accountTexts.ownerRequired);
};
