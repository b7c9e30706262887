import { accountTexts } from '@shared/users/account-schemas';
import type { GarageCar } from '@shared/users/profile';
import { tierName } from '@shared/valuations/tiers';
import { tierOfCondition } from '@shared/valuations/car-value';
import { useModelNames } from '@/features/value-guide';
import { vinFlags } from './carVin';

/** A car's details as a list of facts: trim, engine, colour, condition, VIN (with why it is flagged), and any extra. */
export function CarFacts({ car, extra = [] }: { car: GarageCar; extra?: ReadonlyArray<{ label: string; value: string }> }) {
  const { nameOf } = useModelNames();
  const flags = vinFlags(car, nameOf);
  return (
    <>
      <dl className="garage-card__facts">
        {car.trim && <Fact label="Trim" value={car.trim} />}
        {car.engine && <Fact label="Engine" value={car.engine} />}
        {car.exteriorColor && <Fact label="Exterior color" value={car.exteriorColor} />}
        {car.condition !== null && <Fact label={accountTexts.conditionLabel} value={tierName(tierOfCondition(car.condition))} />}
        {car.vin && <Fact label="VIN" value={car.vin} />}
        {extra.map((fact) => (
          <Fact key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </dl>
      {flags.length > 0 && (
        <div className="vin-flag" role="note" aria-label={accountTexts.vinFlagged}>
          <p className="vin-flag__title">{accountTexts.vinFlagged}</p>
          {flags[0] !== accountTexts.vinFlagged && (
            <ul className="vin-flag__list">
              {flags.map((flag) => (
                <li key={flag}>{flag}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
