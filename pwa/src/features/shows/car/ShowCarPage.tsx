import { Link } from 'react-router-dom';
import { ENTRY_STATUS_LABELS } from '@shared/shows/texts';
import { ButtonLink } from '@/ui/ButtonLink';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { useHydrated } from '@/ui/useHydrated';
import { usePageTitle } from '@/ui/usePageTitle';
import { carPageTitle, carTitle } from '../cars';
import { useShowDetail } from '../useShowData';
import { useWriteParts } from '../writeParts';
import { CarUnavailable } from './CarUnavailable';
import { useCarRoute } from './useCarRoute';
import '../shows.css';

/**
 * /events/:id/cars/:carNumber, what a dash card's QR code opens: the car large (its photo, or the saved thumbnail with
 * no signal), its number, class, year and model and owner, and its People's Choice vote. From the saved show offline.
 */
export default function ShowCarPage() {
  const { eventId, carNumber, car: query } = useCarRoute();
  const show = useShowDetail(eventId).data;
  const car = query.data;
  const hydrated = useHydrated();
  // The vote, with the ballot's code, loads once the page is drawn: a first visit by QR code paints the car first.
  const writeParts = useWriteParts();
  usePageTitle(car ? carPageTitle(car) : 'Car');
  if (!car) {
    return (
      <CarUnavailable eventId={eventId} badNumber={Number.isNaN(carNumber)} error={query.error} onRetry={() => void query.refetch()} />
    );
  }

  // Offline the photos are not saved: the car's thumbnail is.
  const pictures = car.photos.length > 0 ? car.photos : car.thumbnailUrl ? [car.thumbnailUrl] : [];
  const details = [car.car.trim, car.car.exteriorColor].filter(Boolean).join(' · ');
  const [lead, ...more] = pictures;
  return (
    <article className="page show-car-page" aria-labelledby="page-title">
      <Breadcrumbs
        items={[
          { label: 'Event', to: `/events/${eventId}` },
          { label: 'Cars', to: `/events/${eventId}?tab=cars` },
          { label: `#${car.carNumber}` },
        ]}
      />
      <h1 id="page-title">
        <span className="show-car-page__number">#{car.carNumber}</span> {carTitle(car.car)}
      </h1>
      {query.fromMirror && <p className="last-refreshed">From the show saved on this device.</p>}
      {lead ? (
        <img
          className="show-car-page__lead"
          src={lead}
          alt={`${carTitle(car.car)} (1 of ${pictures.length})`}
          width={1200}
          height={900}
          fetchPriority="high"
        />
      ) : (
        <p className="show-empty">No photo of this car.</p>
      )}
      <dl className="show-car-page__facts">
        <dt>Class</dt>
        <dd>{car.className}</dd>
        <dt>Owner</dt>
        <dd>{car.owner ? <Link to={`/profile/${encodeURIComponent(car.owner.username)}`}>{car.owner.name}</Link> : 'Not shown'}</dd>
        <dt>Status</dt>
        <dd>{ENTRY_STATUS_LABELS[car.status]}</dd>
        {details && (
          <>
            <dt>Details</dt>
            <dd>{details}</dd>
          </>
        )}
      </dl>
      {/* The vote is the device's and the member's, and its window is read on the device's clock: never in the server's HTML. */}
      {show && hydrated && writeParts && <writeParts.CarVote show={show} car={car} />}
      {more.length > 0 && (
        <ul className="show-car-page__photos">
          {more.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${carTitle(car.car)} (${index + 2} of ${pictures.length})`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <div className="event-page__actions">
        <ButtonLink variant="secondary" to={`/events/${eventId}/cars/${car.carNumber}/card`}>
          Dash card
        </ButtonLink>
      </div>
    </article>
  );
}
