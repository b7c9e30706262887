import type { Domain } from '../base/domain';
import { showCheckInRoutes } from './check-in-routes';
import { showEntryRoutes } from './entry-routes';
import { showJudgingRoutes } from './judging-routes';
import { showReadRoutes } from './read-routes';
import { showSetupRoutes } from './setup-routes';
import { showSponsorReadRoutes, showSponsorWriteRoutes } from './sponsor-routes';
import { showVoteRoutes } from './vote-routes';

/** Show day: a show, its cars and sponsors for everyone; set-up, sponsors, entries, votes, check-ins and judging under the session. */
export const showsDomain: Domain = {
  public: async (app) => {
    await app.register(showReadRoutes);
    await app.register(showSponsorReadRoutes);
  },
  members: async (app, { files }) => {
    await app.register(showSetupRoutes, { files });
    await app.register(showEntryRoutes, { files });
    await app.register(showVoteRoutes);
    await app.register(showCheckInRoutes);
    await app.register(showJudgingRoutes);
    await app.register(showSponsorWriteRoutes);
  },
};
