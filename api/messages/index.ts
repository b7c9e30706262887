/** What the rest of the API may use of the messages domain. */
import { Message } from './message.entity';
import { MessageThread } from './message-thread.entity';

/** The messages domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Message, MessageThread];
