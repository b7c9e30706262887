import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';
import { User } from '../identity/user.entity';

/**
 * One counted write (a post, comment or vote) for the per-user rate limits (rate-limit.ts). Kept in
 * PostgreSQL rather than in memory so that several server processes count the same writes.
 */
export const RateLimitHit = defineEntity({
  name: 'RateLimitHit',
  tableName: 'rate_limit_hits',
  indexes: [{ properties: ['user', 'action', 'createdAt'] }],
  properties: {
    id: idColumn(),
    user: p.manyToOne(User).deleteRule('cascade'),
    action: p.string().length(20),
    createdAt: createdAtColumn(),
  },
});

export type RateLimitHitEntity = InferEntity<typeof RateLimitHit>;
