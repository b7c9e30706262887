/** What the rest of the API may use of the users domain. */
import { MemberBlock } from './member-block.entity';
import { User } from './user.entity';

/** The users domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [MemberBlock, User];
