import { CarThumb } from '../CarThumb';
import '../shows.css';
import { showWriteTexts } from '../entry/writeTexts';
import type { Gate } from './gate';

interface GateCarProps {
  gate: Gate;
  /** The number typed (null: none, or its refusal is the page's alert now). */
  number: number | null;
  /** What the gate answered to the last Check in, said until another number is typed. */
  answer: string | null;
}

/**
 * The gate's one live region: the car a typed number is, before it is checked in (picture, car, owner; or why the
 * number is refused), then the answer to Check in. Always on the page, so screen readers hear each change.
 */
export function GateCar({ gate, number, answer }: GateCarProps) {
  const car = number === null ? undefined : gate.car(number);
  const refusal = number === null ? null : gate.refusal(number);
  return (
    <div className="gate-car" role="status" aria-label={showWriteTexts.typedCar}>
      {number !== null && car && <CarThumb entry={car} className="show-car__thumb gate-car__picture" width={64} height={48} />}
      {number !== null && refusal && <p className="show-panel__error">{showWriteTexts.carRefused(gate.name(number), refusal)}</p>}
      {number !== null && !refusal && car && (
        <>
          <p className="gate-car__title">{gate.name(number)}</p>
          <p>{showWriteTexts.readyToCheckIn}</p>
        </>
      )}
      {number === null && answer && <p className="gate-car__title">{answer}</p>}
    </div>
  );
}
