import type { Domain } from '../base/domain';
import { eventCalendarRoutes } from './calendar-routes';
import { eventReadRoutes } from './read-routes';
import { eventRoutes, type EventRoutesOptions } from './routes';

/** Events: the lists, pages and calendars for everyone; creating and changing them under the session. */
export const eventsDomain = ({ afterEventEdited }: Pick<EventRoutesOptions, 'afterEventEdited'>): Domain => ({
  public: async (app) => {
    await app.register(eventCalendarRoutes);
    await app.register(eventReadRoutes);
  },
  members: async (app, { files }) => {
    await app.register(eventRoutes, { files, afterEventEdited });
  },
});
