import type { Orm } from '../base/db/orm';

/**
 * The SQL statements `orm` sends to PostgreSQL while `work` runs (only those `counts` accepts, when given), counted
 * through the driver's query events; the ORM sends each statement with its values written in.
 */
export async function statementsDuring<T>(
  orm: Orm,
  work: () => Promise<T>,
  counts: (sql: string) => boolean = () => true,
): Promise<{ statements: number; result: T }> {
  const knex = orm.em.getConnection().getKnex();
  let statements = 0;
  const count = ({ sql }: { sql: string }) => {
    if (counts(sql)) statements += 1;
  };
  knex.on('query', count);
  try {
    const result = await work();
    return { statements, result };
  } finally {
    knex.off('query', count);
  }
}

/** Asks until `check` holds (a change made elsewhere arrives as a PostgreSQL notification), then gives the last answer. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
