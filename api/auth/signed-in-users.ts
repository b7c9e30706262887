import type { EntityManager } from '@mikro-orm/postgresql';
import { poolHasWaiters } from '../base/db/admission';
import { batchedLoad } from '../base/db/batched-load';
import type { Orm } from '../base/db/orm';
import { User, type UserEntity } from '../base/identity/user.entity';

type Ask = { readonly em: EntityManager; readonly userId: string };

/**
 * Loads each request's signed-in account into that request's entity manager, as `findOne` would: the accounts asked
 * for in one turn of the event loop are read by one statement, then each row is mapped into its own request's manager.
 * One per app (each app its own database).
 */
export function signedInUsers(orm: Orm): (em: EntityManager, userId: string) => Promise<UserEntity | null> {
  const load = batchedLoad<Ask, UserEntity | null>(
    async (asks) => {
      const rows = await orm.em
        .getConnection()
        .execute<Array<{ id: string }>>('select * from users where id in (?)', [asks.map((ask) => ask.userId)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return asks.map(({ em, userId }) => {
        const row = byId.get(userId);
        return row ? em.map(User, row) : null;
      });
    },
    () => poolHasWaiters(orm),
  );
  return (em, userId) => load({ em, userId });
}
