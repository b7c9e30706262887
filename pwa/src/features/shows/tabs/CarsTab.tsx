import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShowBundle, ShowEntry } from '@shared/shows/responses';
import { ENTRY_STATUS_LABELS } from '@shared/shows/texts';
import { TextField } from '@/ui/TextField';
import { CarThumb } from '../CarThumb';
import { carTitle, groupEntriesByClass, searchEntries } from '../cars';
import { MyShowFilter } from '../MyShowFilter';
import { StarButton } from '../StarButton';
import type { useStars } from '../useShowData';

interface CarsTabProps {
  bundle: ShowBundle;
  stars: ReturnType<typeof useStars>;
}

function CarRow({
  eventId,
  entry,
  starred,
  onToggleStar,
}: {
  eventId: string;
  entry: ShowEntry;
  starred: boolean;
  onToggleStar: () => void;
}) {
  return (
    <li className="show-car">
      <CarThumb entry={entry} className="show-car__thumb" width={64} height={48} />
      <Link className="show-car__link" to={`/events/${eventId}/cars/${entry.carNumber}`}>
        <span className="show-car__number">#{entry.carNumber}</span> {carTitle(entry.car)}
      </Link>
      <span className="show-car__owner">{entry.owner?.name ?? ''}</span>
      {entry.status !== 'entered' && <span className="show-car__status">{ENTRY_STATUS_LABELS[entry.status]}</span>}
      <StarButton starred={starred} what={`car ${entry.carNumber}`} onToggle={onToggleStar} />
    </li>
  );
}

/** The Cars tab: by class then number; find by number, model or owner; "My show" keeps the starred cars only. */
export function CarsTab({ bundle, stars }: CarsTabProps) {
  const [query, setQuery] = useState('');
  const [onlyStarred, setOnlyStarred] = useState(false);
  // Typing stays quick with 500 cars: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const eventId = bundle.show.eventId;
  const groups = useMemo(() => {
    const found = searchEntries(bundle.entries, deferredQuery).filter((entry) => !onlyStarred || stars.isStarred('car', entry.id));
    return groupEntriesByClass(bundle.show.classes, found);
  }, [bundle, deferredQuery, onlyStarred, stars]);
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);

  return (
    <div className="show-cars">
      <div className="show-toolbar">
        <TextField
          label="Find a car"
          type="search"
          placeholder="Number, model or owner"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <MyShowFilter checked={onlyStarred} onChange={setOnlyStarred} />
      </div>
      <p role="status" className="show-count">
        {count === 1 ? '1 car' : `${count} cars`}
      </p>
      {groups.map((group) => (
        <section key={group.showClass.id} aria-labelledby={`show-class-${group.showClass.id}`} className="show-class">
          <h3 id={`show-class-${group.showClass.id}`}>{group.showClass.name}</h3>
          <ul className="show-cars__list">
            {group.entries.map((entry) => (
              <CarRow
                key={entry.id}
                eventId={eventId}
                entry={entry}
                starred={stars.isStarred('car', entry.id)}
                onToggleStar={() => void stars.toggle('car', entry.id)}
              />
            ))}
          </ul>
        </section>
      ))}
      {count === 0 && <p className="show-empty">{bundle.entries.length === 0 ? 'No cars are entered yet.' : 'No car matches.'}</p>}
    </div>
  );
}
