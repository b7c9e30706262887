import type { QueryClient } from '@tanstack/react-query';
import { onOutboxChange } from './outboxChanges';

/** Writes sent as declared that reached the server later: what the pages read under their address is asked again. */
export function followSentAsDeclared(queryClient: QueryClient): () => void {
  return onOutboxChange(({ sent }) => {
    for (const report of sent) if (report.kind === 'declared') void queryClient.invalidateQueries({ queryKey: [report.root] });
  });
}
