import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isAdmin } from '@shared/auth/roles';
import { eventTexts } from '@shared/events/texts';
import { useCurrentUser } from '@/features/auth';
import { CarShowCheckbox, useSaveCarShowChoice } from '@/features/shows/public/CarShowOption';
import { NotFoundState } from '@/ui/NotFoundState';
import { initialEventValues } from './eventFormValues';
import { useEvent, useEventImages } from './useEvents';
import { useUpdateEvent } from './useUpdateEvent';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { EventForm } from './form/EventForm';
import { ExistingPhotos } from './form/ExistingPhotos';
import { PhotoPicker } from '@/ui/photo/PhotoPicker';
import './events.css';

/** /events/:id/edit: the organizer or an admin changes the details and photos (the server checks it too). */
export default function EditEventPage() {
  usePageTitle(eventTexts.editEvent);
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: event, isPending } = useEvent(id);
  const { data: images = [] } = useEventImages(id);
  const { save, pending } = useUpdateEvent(id);
  const [photos, setPhotos] = useState<File[]>([]);
  const [isShow, setIsShow] = useState<boolean | null>(null);
  const saveCarShowChoice = useSaveCarShowChoice(id);
  const online = useOnlineStatus();
  const navigate = useNavigate();

  if (isPending) return <LoadingState />;
  if (!event) {
    return (
      <NotFoundState
        title={eventTexts.notFound}
        message="This event does not exist or was removed."
        linkTo="/events"
        linkLabel="View All Events"
      />
    );
  }
  if (!user || (user.id !== event.organizerId && !isAdmin(user))) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{eventTexts.editEvent}</h1>
        <p role="alert">{eventTexts.organizerOrAdminRequired}</p>
      </section>
    );
  }
  return (
    <section className="page event-editor" aria-labelledby="page-title">
      <h1 id="page-title">
        {eventTexts.editEvent}: {event.title}
      </h1>
      <NetworkRequiredNotice message={eventTexts.editNeedsConnection} />
      <EventForm
        initialValues={initialEventValues(event)}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={pending}
        disabled={!online}
        showStatus
        photos={
          <>
            <ExistingPhotos eventId={event.id} images={images} disabled={!online} />
            <PhotoPicker photos={photos} onChange={setPhotos} existingCount={images.length} />
          </>
        }
        extras={<CarShowCheckbox checked={isShow ?? event.isShow} onChange={setIsShow} />}
        onSubmit={(data) => void save(data, photos, () => saveCarShowChoice(event.isShow, isShow ?? event.isShow))}
        onCancel={() => void navigate(`/events/${event.id}`)}
      />
    </section>
  );
}
