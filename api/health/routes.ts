import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/zod';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** Readiness: answers once the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { response: { 200: healthSchema } } }, async (request) => {
    await request.em.getConnection().execute('select 1');
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
