import type { Domain } from '../base/domain';
import { authRoutes } from './routes';

/** Signing up, in and out, and the emailed links: under the session. */
export const authDomain: Domain = {
  members: async (app, { signUpsPerAddressPerHour }) => {
    await app.register(authRoutes, { signUpsPerAddressPerHour });
  },
};
