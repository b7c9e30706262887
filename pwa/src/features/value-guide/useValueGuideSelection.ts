import { useSearchParams } from 'react-router-dom';
import { readValueGuideSelection, writeValueGuideSelection, type ValueGuideChange } from '@shared/valuations/guide';

/**
 * The value guide's model, year and trim, kept in the URL query (docs/product/screens.md) so a lookup can be shared and
 * survives a reload. Changing a parent clears its children; changes replace the history entry.
 */
export function useValueGuideSelection() {
  const [params, setParams] = useSearchParams();
  const selection = readValueGuideSelection(params);
  // flushSync: the selects are controlled by the URL, so it must update within the change event.
  const change = (next: ValueGuideChange) =>
    setParams((current) => writeValueGuideSelection(current, next), {
      replace: true,
      preventScrollReset: true,
      flushSync: true,
    });
  return { selection, change };
}
