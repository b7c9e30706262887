/** The messages domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { Message } from './message.entity';
import { MessageThread } from './message-thread.entity';

/** The messages domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Message, MessageThread];
