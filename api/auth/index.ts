/** What the rest of the API may use of the auth domain. */
import { Session } from './session.entity';

/** The auth domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Session];
