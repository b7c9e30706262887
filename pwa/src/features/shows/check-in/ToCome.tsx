import { useDeferredValue, useMemo, useState } from 'react';
import type { ShowClass } from '@shared/shows/responses';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { carTitle } from '../cars';
import { showWriteTexts } from '../entry/writeTexts';
import { matchToCome, type Gate } from './gate';

interface ToComeProps {
  gate: Gate;
  classes: readonly ShowClass[];
  onCheckIn: (carNumber: number) => void;
}

/** The cars still to come, by number, found by number, owner or car; each checked in with one tap. */
export function ToCome({ gate, classes, onCheckIn }: ToComeProps) {
  const [query, setQuery] = useState('');
  const wanted = useDeferredValue(query);
  const shown = useMemo(() => matchToCome(gate.toCome, wanted), [gate.toCome, wanted]);
  const classNames = useMemo(() => new Map(classes.map((item) => [item.id, item.name])), [classes]);
  return (
    <section className="show-panel card" aria-labelledby="to-come">
      <h2 id="to-come">{showWriteTexts.stillToCome(gate.toCome.length)}</h2>
      <TextField label={showWriteTexts.findToCome} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <ul className="show-list gate-to-come" aria-label={showWriteTexts.carsToCome}>
        {shown.map((entry) => (
          <li key={entry.id} className="show-list__item gate-to-come__car">
            <p className="show-list__title">
              <strong>#{entry.carNumber}</strong> {carTitle(entry.car)}
              <span className="show-list__note">
                {' '}
                · {entry.owner?.name ?? showWriteTexts.ownerNotShown} · {classNames.get(entry.classId)}
              </span>
            </p>
            <Button size="sm" variant="secondary" onClick={() => onCheckIn(entry.carNumber)}>
              {showWriteTexts.checkInNumber(entry.carNumber)}
            </Button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p>{gate.toCome.length === 0 ? showWriteTexts.allCarsIn : 'No car matches.'}</p>}
    </section>
  );
}
