import { eventTexts } from '@shared/events/texts';
import { useEventImages } from './useEvents';

/** The event's photos in display order; a short note when they cannot be loaded (e.g. offline). */
export function EventPhotos({ eventId, title }: { eventId: string; title: string }) {
  const { data: images, isPending, error } = useEventImages(eventId);
  if (isPending) return null;
  if (error || !images) return <p className="event-photos__note">{eventTexts.photosNeedConnection}</p>;
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
