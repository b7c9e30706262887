import { Link } from 'react-router-dom';
import type { GarageCar } from '@shared/users/profile';
import { Button } from '@/ui/Button';
import { useModelNames } from '@/features/value-guide';
import { CarFacts } from './CarFacts';
import { carPagePath } from './carPagePath';
import { CarValue } from './CarValue';

interface GarageListProps {
  cars: readonly GarageCar[];
  /** The owner's username: each card links to its car's page. */
  ownerUsername: string;
  emptyText: string;
  /** Own profile only: the cards get Edit and Delete. */
  onEdit?: (car: GarageCar) => void;
  onDelete?: (car: GarageCar) => void;
}

/**
 * The garage cards (docs/product/screens.md Profile): photos, year and model (to its year page), trim, engine, colour, condition and
 * VIN (flagged where it disagrees), what the car is worth, notes, and a link to the car's page.
 */
export function GarageList({ cars, ownerUsername, emptyText, onEdit, onDelete }: GarageListProps) {
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
            <CarValue car={car} modelName={nameOf(car.modelSlug)} />
            <CarFacts car={car} />
            {car.notes && <p className="garage-card__notes">{car.notes}</p>}
            <div className="garage-card__actions">
              <Link className="garage-card__more" to={carPagePath(ownerUsername, car.id)}>
                Car page<span className="visually-hidden"> of the {label}</span>
              </Link>
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
          </li>
        );
      })}
    </ul>
  );
}
