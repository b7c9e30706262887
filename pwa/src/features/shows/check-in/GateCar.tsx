import type { ShowEntry } from '@shared/shows/responses';
import { CarThumb } from '../CarThumb';
import { carTitle } from '../cars';
import '../shows.css';
import { showWriteTexts } from '../entry/writeTexts';

/** The car a typed number is, before it is checked in: picture, car, owner, class; or why the number is refused. */
export function GateCar({ number, car, refusal }: { number: number; car: ShowEntry | undefined; refusal: string | null }) {
  return (
    <div className="gate-car" role="status" aria-label={showWriteTexts.typedCar}>
      {car && (
        <>
          <CarThumb url={car.thumbnailUrl} className="show-car__thumb gate-car__picture" width={64} height={48} />
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
