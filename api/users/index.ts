/** The users domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { MemberBlock } from './member-block.entity';

/** The users domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [MemberBlock];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { toCurrentUser } from './current-user';
export { pickUsername } from './username';
