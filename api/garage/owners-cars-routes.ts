import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { ownersCarsResources } from '../../shared/garage/resources';
import { OWNERS_CARS_LIMIT, type OwnersCar } from '../../shared/users/profile';
import { findModelOr404 } from '../catalogue';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { GarageCar } from './garage-car.entity';
import { toGarageCar } from './dto';

/**
 * GET /api/models/{slug}/owners-cars: the model page's "Owners' cars" strip, members' garage cars of the
 * model with their owners, cars with photos first, then the newest; blocked members' cars left out. Public, and the
 * same for every caller; read uncached (a garage changes more often than the catalogue).
 */
export async function ownersCarsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, ownersCarsResources.list), async (request) => {
    const { em } = request;
    const model = await findModelOr404(em, request.params.model);
    // The order and the limit in SQL (photos first is an expression), then the cars and their owners by id.
    const picked = await em.execute<Array<{ id: string }>>(
      `select c.id from garage_cars c join users u on u.id = c.user_id
          where c.model_slug = ? and not u.is_blocked
          order by cardinality(c.photos) > 0 desc, c.created_at desc, c.id desc
          limit ?`,
      [model.slug, OWNERS_CARS_LIMIT],
    );
    const ids = picked.map((row) => row.id);
    const cars = ids.length ? await em.find(GarageCar, { id: { $in: ids } }, { populate: ['user'] }) : [];
    const byId = new Map(cars.map((car) => [car.id, car]));
    return ids.flatMap((id): OwnersCar[] => {
      const car = byId.get(id);
      if (!car) return [];
      const { user } = car;
      return [
        { car: toGarageCar(car), owner: { id: user.id, username: user.username, name: user.name, avatarUrl: user.avatarUrl ?? null } },
      ];
    });
  });
}
