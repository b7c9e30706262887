import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { USERNAME_MAX_LENGTH } from '@shared/users/profile';
import { createdAtColumn, idColumn } from '../db/columns';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: idColumn(),
    email: p.string().length(254).unique(),
    password: p.string().length(255).hidden(),
    name: p.string().length(100),
    // Made from the name when the account is created (username.ts); addresses the profile at /profile/{username}.
    username: p.string().length(USERNAME_MAX_LENGTH).unique(),
    avatarUrl: p.text().nullable(),
    bio: p.text().nullable(),
    location: p.string().length(120).nullable(),
    roles: p
      .array()
      .onCreate(() => ['user'])
      .defaultRaw(`'{user}'`),
    isBlocked: p.boolean().default(false),
    /** When the member followed the link sent to `email`; null until then (a banner asks them to). */
    emailConfirmedAt: p.datetime().nullable(),
    /** How often a digest email gathers what the member missed: 'daily', 'weekly' or 'off'. */
    digest: p.string().length(10).default('weekly'),
    digestSentAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});

export type UserEntity = InferEntity<typeof User>;
