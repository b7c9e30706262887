import { eventTexts } from '@shared/events/texts';
import { useEventImages } from './useEvents';
import { useKnownImageCount } from './knownImageCount';

/**
 * The event's photos in display order. When they cannot be loaded (offline), a short note says so, but only for an
 * event the device knows has photos: one without any says nothing.
 */
export function EventPhotos({ eventId, title }: { eventId: string; title: string }) {
  const { data: images, isPending, error } = useEventImages(eventId);
  const knownCount = useKnownImageCount(eventId);
  if (isPending) return null;
  if (error || !images) return knownCount ? <p className="event-photos__note">{eventTexts.photosNeedConnection}</p> : null;
  if (images.length === 0) return null;
  return (
    <ul className="event-photos" aria-label="Photos">
      {images.map((image, index) => (
        <li key={image.id}>
          <img src={image.imageUrl} alt={image.caption ?? `${title}, photo ${index + 1}`} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
