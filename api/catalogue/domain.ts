import type { Domain } from '../base/domain';
import type { ModelValuations } from './model-detail';
import { modelImageAdminRoutes } from './image-admin-routes';
import { modelAdminRoutes } from './model-admin-routes';
import { photoOfferAdminRoutes, photoOfferRoutes } from './photo-offer-routes';
import { cataloguePublicRoutes } from './public-routes';

/** The catalogue: its pages for everyone; photo offers and the admin's models and images under the session. */
export const catalogueDomain = ({ valuations }: { valuations: ModelValuations }): Domain => ({
  public: async (app) => {
    await app.register(cataloguePublicRoutes, { valuations });
  },
  members: async (app, { files }) => {
    await app.register(photoOfferRoutes);
    await app.register(photoOfferAdminRoutes);
    await app.register(modelAdminRoutes, { files, valuations });
    await app.register(modelImageAdminRoutes, { files });
  },
});
