import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';

/**
 * One sign-in failure, successful sign-in or sign-up, with the account's email and the client's address, for the
 * limits of sign-in-limits.ts. In PostgreSQL so that every server process counts the same attempts and a restart
 * forgets nothing.
 */
export const AuthAttempt = defineEntity({
  name: 'AuthAttempt',
  tableName: 'auth_attempts',
  indexes: [{ properties: ['kind', 'email', 'createdAt'] }, { properties: ['kind', 'address', 'createdAt'] }],
  properties: {
    id: idColumn(),
    /** 'sign-in-failure', 'sign-in', 'sign-up', or an email asked for: 'password-reset', 'email-confirm'. */
    kind: p.string().length(20),
    email: p.string().length(254).nullable(),
    address: p.string().length(64),
    createdAt: createdAtColumn(),
  },
});

export type AuthAttemptEntity = InferEntity<typeof AuthAttempt>;
