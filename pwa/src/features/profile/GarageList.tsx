import { Link } from 'react-router-dom';
import type { GarageCar } from '@shared/users/profile';
import { useModelNames } from '../value-guide/useModelNames';

/** The garage cards (SPEC §2 Profile): year and model (to its year page), trim, engine, colour, notes. */
export function GarageList({ cars, emptyText }: { cars: readonly GarageCar[]; emptyText: string }) {
  const { nameOf } = useModelNames();
  if (cars.length === 0) return <p className="profile-empty">{emptyText}</p>;
  return (
    <ul className="garage-grid">
      {cars.map((car) => (
        <li key={car.id} className="garage-card card">
          <h3 className="garage-card__title">
            {car.year} <Link to={`/pontiac/${encodeURIComponent(car.modelSlug)}/${car.year}`}>{nameOf(car.modelSlug)}</Link>
          </h3>
          <dl className="garage-card__facts">
            {car.trim && <Fact label="Trim" value={car.trim} />}
            {car.engine && <Fact label="Engine" value={car.engine} />}
            {car.exteriorColor && <Fact label="Exterior color" value={car.exteriorColor} />}
          </dl>
          {car.notes && <p className="garage-card__notes">{car.notes}</p>}
        </li>
      ))}
    </ul>
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
