import { judgingTexts } from '@shared/shows/judging-texts';
import { ButtonLink } from '@/ui/ButtonLink';
import { showWriteTexts } from './entry/writeTexts';
import type { ShowSlotProps } from './slotProps';

/**
 * Above the tabs: the organiser's (or an admin's) way to the set-up, the day at a glance, the gate and judging; a
 * helper's way to the gate; a judge's way to their classes.
 */
export function ShowManageLinks({ show, mine }: ShowSlotProps) {
  if (!mine) return null;
  const judges = mine.judgeOf.length > 0;
  if (!mine.isOrganizer && !mine.canCheckIn && !judges) return null;
  const to = (page: string) => `/events/${show.eventId}/${page}`;
  return (
    <nav className="show-manage" aria-label="Manage the show">
      {mine.isOrganizer && <ButtonLink to={to('show')}>{showWriteTexts.setUpShow}</ButtonLink>}
      {mine.isOrganizer && <ButtonLink to={to('dashboard')}>{judgingTexts.dashboard}</ButtonLink>}
      {(mine.isOrganizer || mine.canCheckIn) && <ButtonLink to={to('check-in')}>{showWriteTexts.checkIn}</ButtonLink>}
      {(mine.isOrganizer || judges) && <ButtonLink to={to('judging')}>{judgingTexts.judging}</ButtonLink>}
    </nav>
  );
}
