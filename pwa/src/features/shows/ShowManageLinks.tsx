import { ButtonLink } from '@/ui/ButtonLink';
import { showWriteTexts } from './entry/writeTexts';
import type { ShowSlotProps } from './slots';

/** Above the tabs: the organiser's (or an admin's) way to the set-up and the gate; a helper's way to the gate. */
export function ShowManageLinks({ show, mine }: ShowSlotProps) {
  if (!mine?.isOrganizer && !mine?.canCheckIn) return null;
  return (
    <nav className="show-manage" aria-label="Manage the show">
      {mine.isOrganizer && <ButtonLink to={`/events/${show.eventId}/show`}>{showWriteTexts.setUpShow}</ButtonLink>}
      {(mine.isOrganizer || mine.canCheckIn) && <ButtonLink to={`/events/${show.eventId}/check-in`}>{showWriteTexts.checkIn}</ButtonLink>}
    </nav>
  );
}
