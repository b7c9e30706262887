import { EnterCarPanel } from './entry/EnterCarPanel';
// A car's own vote, in the same chunk as the other write parts: each file more costs a first visit's precache.
export { CarVote } from './car/CarVote';
import { MyEntries } from './entry/MyEntries';
import type { ShowSlotProps } from './slotProps';
import { VotingPanel } from './voting/VotingPanel';

/** At the top of the Cars tab: entering a car, and the member's own entries with their state. */
export function EnterCarSlot({ show }: ShowSlotProps) {
  return (
    <>
      <EnterCarPanel show={show} />
      <MyEntries show={show} />
    </>
  );
}

/** The People's Choice tab: one vote per class, for the cars of the show as the device holds them. */
export function PeoplesChoiceSlot({ show, bundle }: ShowSlotProps) {
  return <VotingPanel show={show} entries={bundle.entries} />;
}
