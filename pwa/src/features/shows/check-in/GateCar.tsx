import type { ShowEntry } from '@shared/shows/responses';
import { carTitle } from '../cars';
import { showWriteTexts } from '../entry/writeTexts';

/** The car a typed number is, before it is checked in: picture, car, owner, class; or why the number is refused. */
export function GateCar({ number, car, refusal }: { number: number; car: ShowEntry | undefined; refusal: string | null }) {
  return (
    <div className="gate-car" role="status" aria-label={showWriteTexts.typedCar}>
      {car && (
        <>
          {car.thumbnailUrl ? (
            <img className="gate-car__picture" src={car.thumbnailUrl} alt="" width={96} height={72} />
          ) : (
            <span className="gate-car__picture" aria-hidden="true" />
          )}
          <p className="gate-car__title">
            #{car.carNumber} {carTitle(car.car)}
          </p>
          <p>{car.owner ? showWriteTexts.ownedBy(car.owner.name) : showWriteTexts.ownerNotShown}</p>
        </>
      )}
      {refusal ? (
        <p className="show-panel__error">
          {showWriteTexts.carNumber(number)}: {refusal}
        </p>
      ) : (
        car && <p>{showWriteTexts.readyToCheckIn}</p>
      )}
    </div>
  );
}
