import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';

/**
 * Gives every transaction the request statement timeout itself (`set local`). The connection's own setting is a
 * startup parameter, which a transaction-mode pooler cannot pass on (PgBouncer refuses it, or drops it with
 * `ignore_startup_parameters`): without this, a write waiting on a lock behind PgBouncer would run until the
 * client's answer timeout, then wait as long again for its rollback. `set local` ends with the transaction, so it
 * never leaks into the pooled server connection's next client.
 */
export function transactionStatementTimeout(statementMs: number): EventSubscriber {
  return {
    async afterTransactionStart({ em, transaction }: TransactionEventArgs) {
      await em.getConnection().execute(`set local statement_timeout = ${statementMs}`, [], 'run', transaction);
    },
  };
}
