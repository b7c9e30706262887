import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { pushResources } from '../../shared/notifications/resources';
import { type ZodTypeProvider } from '../base/plugins/zod';
import { viewerIdOf } from '../base/identity/guards';
import { looksPublic, type Resolver } from '../base/public-address';
import { HttpError } from '../base/plugins/errors';
import { notificationTexts } from '../../shared/notifications/texts';
import type { PushHostPolicy } from '../base/push-hosts';

/**
 * 400 unless the endpoint is a push service's: a host the policy allows, on public addresses unless the operator
 * named that very host (push-hosts.ts). Checked again whenever a push is sent (push-sending.ts).
 */
async function assertPushServiceEndpoint(url: URL, hosts: PushHostPolicy, resolve: Resolver | undefined) {
  const verdict = hosts.verdict(url);
  if (verdict === 'refused') throw new HttpError(400, notificationTexts.pushEndpointNotAPushService);
  if (verdict === 'public' && !(await looksPublic(url, resolve))) throw new HttpError(400, notificationTexts.pushEndpointPrivate);
}

/** Web Push, under /api/push: the server's public key, and the signed-in member's devices. */
export async function pushRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, pushResources.publicKey), async () => ({ publicKey: app.vapidPublicKey }));

  routes.post(...served(app, pushResources.subscribe), async (request, reply) => {
    const { endpoint, keys } = request.body;
    await assertPushServiceEndpoint(new URL(endpoint), app.pushHosts, app.resolveHost);
    // A device is one endpoint: registering it again (new keys, or another member signed in on it) takes it over.
    await request.em.transactional((em) =>
      em.execute(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)
           on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
        [viewerIdOf(request), endpoint, keys.p256dh, keys.auth],
      ),
    );
    return reply.status(204).send();
  });

  routes.delete(...served(app, pushResources.unsubscribe), async (request, reply) => {
    await request.em.transactional((em) =>
      em.execute('delete from push_subscriptions where endpoint = ? and user_id = ?', [request.body.endpoint, viewerIdOf(request)]),
    );
    return reply.status(204).send();
  });
}
