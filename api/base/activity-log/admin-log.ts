import type { EntityManager } from '@mikro-orm/postgresql';
import type { JsonObject } from '@shared/json';
import type { UserEntity } from '../identity/user.entity';
import { AdminLog } from './admin-log.entity';

/** Records an admin action in the same unit of work as the change it describes. */
export function recordAdminAction(
  em: EntityManager,
  entry: { actor: UserEntity; action: string; targetType: string; targetId: string; details?: JsonObject },
) {
  em.create(AdminLog, {
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
  });
}
