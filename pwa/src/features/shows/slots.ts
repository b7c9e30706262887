import type { ComponentType } from 'react';
import { ShowManageLinks } from './ShowManageLinks';
import type { ShowSlotProps } from './slotProps';
// Entering a car and the ballot load with their tabs, in a chunk of their own (writeParts.tsx).
import { EnterCarSlot, PeoplesChoiceSlot } from './writeParts';

export type { ShowSlotProps } from './slotProps';

/**
 * The write side's parts of the show page, plugged in where they go: organiser set-up above the tabs,
 * "Enter a car" beside the cars, the People's Choice voting controls in their tab, check-in for the organiser and
 * helpers. Each is left out while it is null.
 */
export interface ShowWriteSlots {
  /** Above the tabs: set-up, map upload, opening and closing People's Choice (organiser or admin). */
  organizer: ComponentType<ShowSlotProps> | null;
  /** At the top of the Cars tab: enter a car, and the member's own entries with their state. */
  enterCar: ComponentType<ShowSlotProps> | null;
  /** The People's Choice tab's content: one vote per class. */
  peoplesChoice: ComponentType<ShowSlotProps> | null;
  /** Above the tabs for the organiser and helpers: checking cars in at the gate. */
  checkIn: ComponentType<ShowSlotProps> | null;
}

/** The write side's parts, in their places; the manage links cover both the organiser and the gate. */
export const showWriteSlots: ShowWriteSlots = {
  organizer: ShowManageLinks,
  enterCar: EnterCarSlot,
  peoplesChoice: PeoplesChoiceSlot,
  checkIn: null,
};
