import type { EventDetail } from '@shared/events/responses';
import { buildCalendar, icsFileName } from '@shared/events/ics';
import { Button } from '@/ui/Button';
import { downloadFile } from '@/ui/downloadFile';

/** Downloads the event as an .ics file, built on the device (so it works offline too). */
export function AddToCalendarButton({ event }: { event: EventDetail }) {
  const download = () =>
    downloadFile(
      buildCalendar([event], { calendarName: event.title, origin: window.location.origin }),
      'text/calendar',
      icsFileName(event.title),
    );
  return (
    <Button variant="secondary" onClick={download}>
      Add to calendar
    </Button>
  );
}
