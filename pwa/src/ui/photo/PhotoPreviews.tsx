import { Button } from '@/ui/Button';
import { useObjectUrlSrc } from '@/ui/useObjectUrlSrc';

function ChosenPhoto({ photo, position }: { photo: File; position: number }) {
  const imageRef = useObjectUrlSrc(photo);
  return <img ref={imageRef} alt={`${position}. ${photo.name}`} />;
}

/** Previews of photos chosen but not yet uploaded, each with its Remove button. */
export function PhotoPreviews({ photos, onRemove }: { photos: File[]; onRemove: (index: number) => void }) {
  if (photos.length === 0) return null;
  return (
    <ul className="photo-previews" aria-label="Chosen photos">
      {photos.map((photo, index) => (
        <li key={`${photo.name}-${photo.lastModified}-${index}`} className="photo-previews__item">
          <ChosenPhoto photo={photo} position={index + 1} />
          <Button size="sm" variant="ghost" onClick={() => onRemove(index)}>
            Remove<span className="visually-hidden"> photo {index + 1}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
