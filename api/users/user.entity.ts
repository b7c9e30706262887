import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: idColumn(),
    email: p.string().length(254).unique(),
    password: p.string().length(255).hidden(),
    name: p.string().length(100),
    avatarUrl: p.text().nullable(),
    bio: p.text().nullable(),
    location: p.string().length(120).nullable(),
    roles: p
      .array()
      .onCreate(() => ['user'])
      .defaultRaw(`'{user}'`),
    isBlocked: p.boolean().default(false),
    createdAt: createdAtColumn(),
  },
});

export type UserEntity = InferEntity<typeof User>;
