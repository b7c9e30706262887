import { Link } from 'react-router-dom';
import { ButtonLink } from '@/ui/ButtonLink';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { useHydrated } from '@/ui/useHydrated';
import { usePageTitle } from '@/ui/usePageTitle';
import { carPageTitle } from '../cars';
import { useShowDetail } from '../useShowData';
import { useWriteParts } from '../writeParts';
import { CarUnavailable } from './CarUnavailable';
import { carPageView, FROM_SAVED_SHOW } from './carPageView';
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

  const view = carPageView(eventId, car);
  const [lead, ...more] = view.pictures;
  return (
    <article className="page show-car-page" aria-labelledby="page-title">
      <Breadcrumbs items={view.crumbs} />
      <h1 id="page-title">
        <span className="show-car-page__number">#{car.carNumber}</span> {view.title}
      </h1>
      {query.fromMirror && <p className="last-refreshed">{FROM_SAVED_SHOW}</p>}
      {lead ? (
        <img className="show-car-page__lead" src={lead} alt={view.pictureAlt(0)} width={1200} height={900} fetchPriority="high" />
      ) : (
        <p className="show-empty">No photo of this car.</p>
      )}
      <dl className="show-car-page__facts">
        <dt>Class</dt>
        <dd>{car.className}</dd>
        <dt>Owner</dt>
        <dd>{car.owner && view.ownerPath ? <Link to={view.ownerPath}>{car.owner.name}</Link> : 'Not shown'}</dd>
        <dt>Status</dt>
        <dd>{view.status}</dd>
        {view.details && (
          <>
            <dt>Details</dt>
            <dd>{view.details}</dd>
          </>
        )}
      </dl>
      {/* The vote is the device's and the member's, and its window is read on the device's clock: never in the server's HTML. */}
      {show && hydrated && writeParts && <writeParts.CarVote show={show} car={car} />}
      {more.length > 0 && (
        <ul className="show-car-page__photos">
          {more.map((url, index) => (
            <li key={url}>
              <img src={url} alt={view.pictureAlt(index + 1)} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <div className="event-page__actions">
        <ButtonLink variant="secondary" to={view.dashCardPath}>
          Dash card
        </ButtonLink>
      </div>
    </article>
  );
}
