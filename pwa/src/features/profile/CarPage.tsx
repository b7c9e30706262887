import { carName } from '@shared/catalogue/car-name';
import { Link, useParams } from 'react-router-dom';
import { accountTexts } from '@shared/users/account-schemas';
import { profileTexts, type GarageCar, type UserProfile } from '@shared/users/profile';
import { decodeVin } from '@shared/vin/decode';
import { VIN_FIELD_LABELS } from '@shared/vin/texts';
import { tierOfCondition } from '@shared/valuations/car-value';
import { isNotFound } from '@/http/isNotFound';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { NotFoundState } from '@/ui/NotFoundState';
import { usePageTitle } from '@/ui/usePageTitle';
import { useCurrentUser } from '@/features/auth';
import { useModelNames } from '@/features/value-guide';
import { CarFacts } from './CarFacts';
import { CarValue } from './CarValue';
import { OwnPhotoOfferSlot } from './photoOfferParts';
import { useGarage, useRoutedProfile } from './useProfile';
import './profile.css';

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/**
 * /profile/:username/cars/:carId: one garage car with its photos, details, VIN and what it reads, and what
 * it is worth. Built from the owner's garage as the profile holds it, so the member's own cars open offline.
 */
export default function CarPage() {
  const { username = '', carId = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: profile, isPending, error, refetch } = useRoutedProfile(username);
  if (isPending) return <LoadingState />;
  if (!profile) {
    if (isNotFound(error)) {
      return <NotFoundState title={profileTexts.userNotFound} message="No member has this name." linkTo="/" linkLabel="Go Home" />;
    }
    return <LoadError what="This car" pageTitle="Car" onRetry={() => void refetch()} />;
  }
  return <GarageCarOf profile={profile} isOwn={profile.id === user?.id} carId={carId} />;
}

function GarageCarOf({ profile, isOwn, carId }: { profile: UserProfile; isOwn: boolean; carId: string }) {
  const garage = useGarage(profile.id, isOwn);
  if (garage.isPending) return <LoadingState />;
  if (!garage.data) return <LoadError what="This car" pageTitle="Car" onRetry={() => void garage.refetch()} />;
  const car = garage.data.find((item) => item.id === carId);
  if (!car) {
    return (
      <NotFoundState
        title={accountTexts.carNotFound}
        message={`${profile.name} has no such car in their garage.`}
        linkTo={profilePath(profile.username)}
        linkLabel={`${profile.name}'s garage`}
      />
    );
  }
  return <CarView car={car} owner={profile} isOwn={isOwn} />;
}

/** What the VIN itself says beyond the owner's entries: the plant (and body) it was built with. */
function vinFacts(vin: string | null) {
  if (!vin) return [];
  const decoded = decodeVin(vin);
  if (decoded.layout === 'invalid') return [];
  return [
    { label: VIN_FIELD_LABELS.plant, value: decoded.plant },
    { label: VIN_FIELD_LABELS.bodyType, value: decoded.bodyType },
  ];
}

function CarView({ car, owner, isOwn }: { car: GarageCar; owner: UserProfile; isOwn: boolean }) {
  const { nameOf } = useModelNames();
  const modelName = nameOf(car.modelSlug);
  const title = carName(car.year, modelName, car.trim);
  usePageTitle(title);
  const tier = car.condition === null ? null : tierOfCondition(car.condition);
  return (
    <article className="page car-page" aria-labelledby="page-title">
      <Breadcrumbs items={[{ label: owner.name, to: profilePath(owner.username) }, { label: title }]} />
      <header className="car-page__head">
        <h1 id="page-title">{title}</h1>
        <p className="car-page__owner">
          Owned by <Link to={profilePath(owner.username)}>{owner.name}</Link>
        </p>
      </header>
      {car.photos.length > 0 && (
        <ul className="car-page__photos" aria-label={`Photos of the ${title}`}>
          {car.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${title}, view ${index + 1}`} decoding="async" />
              {isOwn && <OwnPhotoOfferSlot carId={car.id} photoUrl={url} modelName={modelName} />}
            </li>
          ))}
        </ul>
      )}
      <div className="car-page__columns">
        <section className="card car-page__panel" aria-labelledby="car-value-title">
          <h2 id="car-value-title">Value</h2>
          <CarValue car={car} modelName={modelName} />
          {tier && <p className="car-page__tier">{tier.description}</p>}
        </section>
        <section className="card car-page__panel" aria-labelledby="car-details-title">
          <h2 id="car-details-title">Details</h2>
          <CarFacts car={car} extra={vinFacts(car.vin)} />
          {car.notes && <p className="garage-card__notes">{car.notes}</p>}
          <Link to={`/pontiac/${encodeURIComponent(car.modelSlug)}/${car.year}`}>
            The {car.year} {modelName} in the catalogue
          </Link>
        </section>
      </div>
    </article>
  );
}
