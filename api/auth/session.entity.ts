import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../base/identity/user.entity';

/** Server-side sessions (@fastify/session store). Deleting a user ends their sessions. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(128).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    user: p.manyToOne(User).nullable().deleteRule('cascade').index(),
  },
});

export type SessionEntity = InferEntity<typeof Session>;
