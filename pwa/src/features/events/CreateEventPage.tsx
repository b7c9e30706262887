import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventTexts } from '@shared/events/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { initialEventValues } from './eventFormValues';
import { useCreateEvent } from './useCreateEvent';
import { useOutboxMember } from '@/features/auth';
import { CarShowCheckbox } from '@/features/shows/public/CarShowOption';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { EventForm } from './form/EventForm';
import { PhotoPicker } from '@/ui/photo/PhotoPicker';
import './events.css';

/** /events/create (docs/product/screens.md, validation.md): members only; works offline, the event then waits on the device. */
export default function CreateEventPage() {
  usePageTitle(eventTexts.createEvent);
  const { member: organizer, isLoading } = useOutboxMember();
  const { create, pending } = useCreateEvent(organizer);
  const [photos, setPhotos] = useState<File[]>([]);
  const [isShow, setIsShow] = useState(false);
  const online = useOnlineStatus();
  const navigate = useNavigate();

  if (isLoading) return <LoadingState />;
  if (!organizer) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{eventTexts.authenticationRequired}</h1>
        <p>{eventTexts.loginToCreate}</p>
        <div>
          <ButtonLink to={LOGIN_PATH}>Go to Login</ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className="page event-editor" aria-labelledby="page-title">
      <h1 id="page-title">{eventTexts.createEvent}</h1>
      <p className="page-summary" role="status">
        {online ? 'Announce a meetup, show or cruise, with up to five photos.' : `You are offline. ${eventTexts.queuedDescription}`}
      </p>
      <EventForm
        initialValues={initialEventValues()}
        submitLabel={eventTexts.createEvent}
        pendingLabel="Creating..."
        pending={pending}
        photos={<PhotoPicker photos={photos} onChange={setPhotos} />}
        extras={<CarShowCheckbox checked={isShow} onChange={setIsShow} />}
        onSubmit={(data) => void create(data, photos, { isShow })}
        onCancel={() => void navigate('/events')}
      />
    </section>
  );
}
