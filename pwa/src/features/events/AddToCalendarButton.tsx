import type { EventDetail } from '@shared/events/responses';
import { buildCalendar, icsFileName } from '@shared/events/ics';
import { Button } from '@/ui/Button';

/** Downloads the event as an .ics file, built on the device (so it works offline too). */
export function AddToCalendarButton({ event }: { event: EventDetail }) {
  const download = () => {
    const calendar = buildCalendar([event], { calendarName: event.title, origin: window.location.origin });
    const url = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = icsFileName(event.title);
    link.click();
    // Revoked on the next tick: the download has started by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="secondary" onClick={download}>
      Add to calendar
    </Button>
  );
}
