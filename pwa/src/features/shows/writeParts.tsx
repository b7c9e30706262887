import { LoadingState } from '@/ui/LoadingState';
import { lazyParts } from '@/ui/lazyParts';
import type { ShowSlotProps } from './slotProps';

/**
 * The show's write parts (entering a car, the People's Choice ballot, a car's own vote) in a chunk of their own: the
 * show's and a car's first screens do not wait for them. Loaded once, when a page first needs them.
 */
const writeParts = lazyParts(() => import('./WriteSlots'));
export const loadWriteParts = writeParts.load;
/** The write parts once loaded, undefined until then. */
export const useWriteParts = writeParts.useParts;

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
