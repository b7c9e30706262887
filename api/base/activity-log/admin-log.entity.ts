import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonObject } from '@shared/json';
import { createdAtColumn, idColumn } from '../db/columns';
import { User } from '../identity/user.entity';

/** Audit trail of admin actions. The actor is set null when their account goes, so the record survives. */
export const AdminLog = defineEntity({
  name: 'AdminLog',
  tableName: 'admin_logs',
  properties: {
    id: idColumn(),
    actor: p.manyToOne(User).nullable().deleteRule('set null').index(),
    action: p.string().length(100),
    targetType: p.string().length(30).nullable(),
    targetId: p.uuid().nullable(),
    details: p.json<JsonObject>().nullable(),
    createdAt: createdAtColumn().index(),
  },
});

export type AdminLogEntity = InferEntity<typeof AdminLog>;
