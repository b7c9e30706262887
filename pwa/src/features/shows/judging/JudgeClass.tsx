import { useState } from 'react';
import { judgingTexts } from '@shared/shows/judging-texts';
import { sheetMax, sheetTotal, type ScoreSheetAnswer } from '@shared/shows/judging-responses';
import type { ShowClass, ShowEntry } from '@shared/shows/responses';
import type { QueuedOf } from '@/outbox/types';
import { Button } from '@/ui/Button';
import { carTitle } from '../cars';
import { showWriteTexts } from '../entry/writeTexts';
import { ScoreForm } from './ScoreForm';

interface JudgeClassProps {
  showClass: ShowClass;
  /** The class's cars the judge scores (entered, not their own), by number. */
  cars: readonly ShowEntry[];
  sheets: readonly ScoreSheetAnswer[];
  queued: readonly QueuedOf<'show-score'>[];
  locked: boolean;
  onSave: (car: ShowEntry, points: Record<string, number>) => Promise<void>;
}

/** One of the judge's classes: how many cars are left to score, each car with its total so far, and its sheet. */
export function JudgeClass({ showClass, cars, sheets, queued, locked, onSave }: JudgeClassProps) {
  const [open, setOpen] = useState<string | null>(null);
  const max = sheetMax(showClass.scoreSheet);
  // A sheet waiting on the device is the judge's latest word on the car.
  const pointsOf = (car: ShowEntry) => {
    const waiting = queued.find((item) => item.entryId === car.id && item.state !== 'failed');
    return waiting?.payload.points ?? sheets.find((sheet) => sheet.entryId === car.id)?.points ?? null;
  };
  const left = cars.filter((car) => pointsOf(car) === null).length;
  const headingId = `judge-class-${showClass.id}`;
  return (
    <section className="show-panel card" aria-labelledby={headingId}>
      <h2 id={headingId}>{showClass.name}</h2>
      <p role="status">{left === 0 ? judgingTexts.allScored : judgingTexts.toScore(left)}</p>
      <ul className="show-list" aria-label={`${judgingTexts.judging}: ${showClass.name}`}>
        {cars.map((car) => {
          const points = pointsOf(car);
          const waiting = queued.find((item) => item.entryId === car.id);
          return (
            <li key={car.id} className="show-list__item judge-car" aria-label={`#${car.carNumber}`}>
              <p className="show-list__title">
                <strong>#{car.carNumber}</strong> {carTitle(car.car)}
              </p>
              <p className="show-badge">
                {points ? judgingTexts.total(sheetTotal(points), max) : judgingTexts.notJudged}
                {waiting && waiting.state !== 'failed' ? ` · ${showWriteTexts.waitingToSend}` : ''}
              </p>
              {waiting?.state === 'failed' && (
                <p className="show-panel__error" role="alert">
                  {waiting.lastError}
                </p>
              )}
              {!locked && open !== car.id && (
                <Button size="sm" variant="secondary" onClick={() => setOpen(car.id)}>
                  {points ? judgingTexts.changeScore(car.carNumber) : judgingTexts.scoreCar(car.carNumber)}
                </Button>
              )}
              {!locked && open === car.id && (
                <ScoreForm
                  carNumber={car.carNumber}
                  criteria={showClass.scoreSheet}
                  points={points}
                  onCancel={() => setOpen(null)}
                  onSave={async (given) => {
                    await onSave(car, given);
                    // The judge may have opened the next car's sheet while this one was being saved: leave that open.
                    setOpen((current) => (current === car.id ? null : current));
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
