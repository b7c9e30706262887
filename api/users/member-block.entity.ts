import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';

/**
 * A member who blocked another: the blocker hears nothing of what the blocked member does and gets no
 * message from them (Migration20261130000000). Gone with either account; nobody blocks themselves.
 */
export const MemberBlock = defineEntity({
  name: 'MemberBlock',
  tableName: 'member_blocks',
  checks: [{ name: 'member_blocks_not_self_check', expression: 'blocker_id <> blocked_id' }],
  properties: {
    blocker: p.manyToOne(User).primary().deleteRule('cascade'),
    blocked: p.manyToOne(User).primary().deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
  },
});
