/** The auth domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { AccountToken } from './account-token.entity';
import { Session } from './session.entity';

/** The auth domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Session, AccountToken];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { ensureAdmin } from './admin-account';
