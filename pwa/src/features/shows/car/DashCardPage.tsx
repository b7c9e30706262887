import { Link } from 'react-router-dom';
import { Button } from '@/ui/Button';
import { usePageTitle } from '@/ui/usePageTitle';
import { carTitle } from '../cars';
import { CarUnavailable } from './CarUnavailable';
import { QrCode } from './QrCode';
import { carAddress } from './qrPath';
import { useCarRoute } from './useCarRoute';
import './dash-card.css';

/**
 * /events/:id/cars/:carNumber/card: the car's dash card, made for printing (only the card prints): the number very
 * large, class, car, owner, and a QR code of the car's page, which opens from the saved show with no signal.
 */
export default function DashCardPage() {
  const { eventId, carNumber, car: query } = useCarRoute();
  const car = query.data;
  usePageTitle(car ? `Dash card #${car.carNumber}` : 'Dash card');
  if (!car) {
    return (
      <CarUnavailable eventId={eventId} badNumber={Number.isNaN(carNumber)} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const address = carAddress(window.location.origin, eventId, car.carNumber);
  return (
    <section className="page dash-card-page" aria-labelledby="page-title">
      <div className="dash-card-page__controls">
        <h1 id="page-title">Dash card</h1>
        <p>Print it and put it behind the windscreen: the code opens this car’s page, even with no signal.</p>
        <div className="event-page__actions">
          <Button onClick={() => window.print()}>Print</Button>
          <Link to={`/events/${eventId}/cars/${car.carNumber}`}>Back to the car</Link>
        </div>
      </div>
      <article className="dash-card" aria-label={`Dash card of car ${car.carNumber}`}>
        <p className="dash-card__number">{car.carNumber}</p>
        <p className="dash-card__class">{car.className}</p>
        <p className="dash-card__car">{carTitle(car.car)}</p>
        {car.owner && <p className="dash-card__owner">{car.owner.name}</p>}
        <QrCode text={address} label={`QR code of ${address}`} />
        <p className="dash-card__address">{address}</p>
      </article>
    </section>
  );
}
