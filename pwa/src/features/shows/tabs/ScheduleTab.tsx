import { useMemo, useState } from 'react';
import type { Show } from '@shared/shows/responses';
import { icsFileName } from '@shared/events/ics';
import { Button } from '@/ui/Button';
import { useTimeZoneOfPage } from '@/ui/useHydrated';
import { downloadFile } from '@/ui/downloadFile';
import { MyShowFilter } from '../MyShowFilter';
import { scheduleCalendar, scheduleInOrder } from '../schedule';
import { formatShowTime } from '../showDates';
import { StarButton } from '../StarButton';
import type { useStars } from '../useShowData';

/** The Schedule tab: items by time with their place; stars, and the starred ones to the calendar (.ics). */
export function ScheduleTab({ show, stars }: { show: Show; stars: ReturnType<typeof useStars> }) {
  const [onlyStarred, setOnlyStarred] = useState(false);
  const zone = useTimeZoneOfPage();
  const items = useMemo(() => scheduleInOrder(show.schedule), [show.schedule]);
  const starredItems = items.filter((item) => stars.isStarred('schedule', item.id));
  const shown = onlyStarred ? starredItems : items;

  const exportStarred = () =>
    downloadFile(
      scheduleCalendar(show, starredItems, { origin: window.location.origin }),
      'text/calendar',
      icsFileName(`${show.title} my show`),
    );

  if (items.length === 0) return <p className="show-empty">The organizer has not published a schedule yet.</p>;
  return (
    <div className="show-schedule">
      <div className="show-toolbar">
        <MyShowFilter checked={onlyStarred} onChange={setOnlyStarred} />
        <Button variant="secondary" size="sm" onClick={exportStarred} disabled={starredItems.length === 0}>
          Add starred to calendar
        </Button>
      </div>
      <ol className="show-schedule__list">
        {shown.map((item) => (
          <li key={item.id} className="show-schedule__item">
            <time dateTime={item.startsAt} className="show-schedule__time">
              {formatShowTime(item.startsAt, zone)}
            </time>
            <span className="show-schedule__title">{item.title}</span>
            {item.place && <span className="show-schedule__place">{item.place}</span>}
            <StarButton
              starred={stars.isStarred('schedule', item.id)}
              what={`${item.title} at ${formatShowTime(item.startsAt, zone)}`}
              onToggle={() => void stars.toggle('schedule', item.id)}
            />
          </li>
        ))}
      </ol>
      {shown.length === 0 && <p className="show-empty">Nothing starred yet: star the items you want to see.</p>}
    </div>
  );
}
