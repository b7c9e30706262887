import { Link } from 'react-router-dom';
import type { GarageCar } from '@shared/users/profile';
import { Button } from '@/ui/Button';
import { useModelNames } from '@/features/value-guide';

interface GarageListProps {
  cars: readonly GarageCar[];
  emptyText: string;
  /** Own profile only: the cards get Edit and Delete. */
  onEdit?: (car: GarageCar) => void;
  onDelete?: (car: GarageCar) => void;
}

/** The garage cards (SPEC §2 Profile): photos, year and model (to its year page), trim, engine, colour, notes. */
export function GarageList({ cars, emptyText, onEdit, onDelete }: GarageListProps) {
  const { nameOf } = useModelNames();
  if (cars.length === 0) return <p className="profile-empty">{emptyText}</p>;
  return (
    <ul className="garage-grid">
      {cars.map((car) => {
        const label = `${car.year} ${nameOf(car.modelSlug)}`;
        return (
          <li key={car.id} className="garage-card card">
            {car.photos.length > 0 && (
              <ul className="garage-card__photos" aria-label={`Photos of the ${label}`}>
                {car.photos.map((url, index) => (
                  <li key={url}>
                    <img src={url} alt={`${label}, view ${index + 1}`} loading="lazy" />
                  </li>
                ))}
              </ul>
            )}
            <h3 className="garage-card__title">
              {car.year} <Link to={`/pontiac/${encodeURIComponent(car.modelSlug)}/${car.year}`}>{nameOf(car.modelSlug)}</Link>
            </h3>
            <dl className="garage-card__facts">
              {car.trim && <Fact label="Trim" value={car.trim} />}
              {car.engine && <Fact label="Engine" value={car.engine} />}
              {car.exteriorColor && <Fact label="Exterior color" value={car.exteriorColor} />}
            </dl>
            {car.notes && <p className="garage-card__notes">{car.notes}</p>}
            {(onEdit || onDelete) && (
              <div className="garage-card__actions">
                {onEdit && (
                  <Button size="sm" variant="secondary" onClick={() => onEdit(car)}>
                    Edit<span className="visually-hidden"> the {label}</span>
                  </Button>
                )}
                {onDelete && (
                  <Button size="sm" variant="danger" onClick={() => onDelete(car)}>
                    Delete<span className="visually-hidden"> the {label}</span>
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
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
