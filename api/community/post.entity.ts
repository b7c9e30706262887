import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { POST_TITLE_MAX_LENGTH } from '../../shared/community/forum-limits';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { Community } from './community.entity';
import { hotRank } from './ranking';

/** A forum post. `type` says which of body, url or imageUrl carries the content (e.g. text, link, image). */
export const Post = defineEntity({
  name: 'Post',
  tableName: 'posts',
  // One index per listing order (New, Top, Hot), each also per community; the trailing id makes the order total,
  // which keyset pagination needs. The community indexes also serve the foreign key's cascade lookups.
  indexes: [
    { properties: ['createdAt', 'id'] },
    { properties: ['community', 'createdAt', 'id'] },
    { properties: ['score', 'createdAt', 'id'] },
    { properties: ['community', 'score', 'createdAt', 'id'] },
    { properties: ['hotRank', 'id'] },
    { properties: ['community', 'hotRank', 'id'] },
  ],
  properties: {
    id: idColumn(),
    community: p.manyToOne(Community).deleteRule('cascade'),
    author: p.manyToOne(User).deleteRule('cascade').index(),
    title: p.string().length(POST_TITLE_MAX_LENGTH),
    body: p.text().nullable(),
    type: p.string().length(20),
    url: p.text().nullable(),
    imageUrl: p.text().nullable(),
    isLocked: p.boolean().default(false),
    // Set when a moderator removed the post (its content replaced, the original kept in admin_logs): no more edits.
    removedAt: p.datetime().nullable(),
    // The sum of the post's votes, kept by the vote route in the same transaction as the vote itself.
    score: p.integer().default(0),
    // sha256 of the create request, set when the client sent its own id (replay detection, see fingerprint.ts).
    createFingerprint: p.string().length(64).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    // ranking.ts; declared after createdAt and score because onCreate hooks run in declaration order.
    hotRank: p.double().onCreate((post: { score?: number; createdAt?: Date }) => hotRank(post.score ?? 0, post.createdAt ?? new Date())),
  },
});

export type PostEntity = InferEntity<typeof Post>;
