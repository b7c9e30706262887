import type { Domain } from '../base/domain';
import { ownersCarsRoutes } from './owners-cars-routes';
import { garageRoutes, type GarageRoutesOptions } from './routes';

/** Members' garages, and the owners' cars of a model, which anyone reads. */
export const garageDomain = ({ beforeCarDeleted }: Pick<GarageRoutesOptions, 'beforeCarDeleted'>): Domain => ({
  public: async (app) => {
    await app.register(ownersCarsRoutes);
  },
  members: async (app, { files }) => {
    await app.register(garageRoutes, { files, beforeCarDeleted });
  },
});
