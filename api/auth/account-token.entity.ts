import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../base/identity/user.entity';
import { createdAtColumn, idColumn } from '../base/db/columns';

/** What an emailed link lets its holder do. */
export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-confirm'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A link sent by email: only the SHA-256 of its token is kept, so the table read by someone else opens no
 * account. Used once (`usedAt`), and only until `expiresAt`. An email confirmation names the address it confirms.
 */
export const AccountToken = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  indexes: [{ properties: ['user', 'purpose'] }],
  properties: {
    id: idColumn(),
    user: p.manyToOne(User).deleteRule('cascade'),
    purpose: p.string().length(20),
    tokenHash: p.string().length(64).unique(),
    email: p.string().length(254),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});

export type AccountTokenEntity = InferEntity<typeof AccountToken>;
