import { useEffect, useState } from 'react';
import { LoadingState } from '@/ui/LoadingState';
import type { ShowSlotProps } from './slotProps';
import type * as WriteSlots from './WriteSlots';

type WriteParts = typeof WriteSlots;

let loaded: WriteParts | undefined;
let loading: Promise<WriteParts> | undefined;

/**
 * The show's write parts (entering a car, the People's Choice ballot, a car's own vote) in a chunk of their own: the
 * show's and a car's first screens do not wait for them (issue 44). Loaded once, when a page first needs them.
 */
export const loadWriteParts = (): Promise<WriteParts> => (loading ??= import('./WriteSlots').then((parts) => (loaded = parts)));

/**
 * The write parts once loaded, undefined until then. Not React.lazy: a Suspense boundary that showed its fallback
 * reveals its content up to 300 ms later (React batches reveals), which an offline People's Choice tab of 500 cars
 * felt in full.
 */
export function useWriteParts(): WriteParts | undefined {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return;
    let current = true;
    void loadWriteParts().then((next) => current && setParts(next));
    return () => {
      current = false;
    };
  }, [parts]);
  return parts;
}

/** "Enter a car" and the member's entries, above the cars once loaded (the cars are listed meanwhile). */
export function EnterCarSlot(props: ShowSlotProps) {
  const parts = useWriteParts();
  return parts ? <parts.EnterCarSlot {...props} /> : null;
}

/** The People's Choice tab's ballot. */
export function PeoplesChoiceSlot(props: ShowSlotProps) {
  const parts = useWriteParts();
  return parts ? <parts.PeoplesChoiceSlot {...props} /> : <LoadingState />;
}
