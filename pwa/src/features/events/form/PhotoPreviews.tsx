import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button';

/** Object URLs for the chosen photos, freed when the list changes or the form goes away. */
function useObjectUrls(files: Blob[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** Previews of photos chosen but not yet uploaded, each with its Remove button. */
export function PhotoPreviews({ photos, onRemove }: { photos: File[]; onRemove: (index: number) => void }) {
  const urls = useObjectUrls(photos);
  if (photos.length === 0) return null;
  return (
    <ul className="photo-previews" aria-label="Chosen photos">
      {photos.map((photo, index) => (
        <li key={`${photo.name}-${photo.lastModified}-${index}`} className="photo-previews__item">
          {urls[index] && <img src={urls[index]} alt={`Photo ${index + 1}: ${photo.name}`} />}
          <Button size="sm" variant="ghost" onClick={() => onRemove(index)}>
            Remove<span className="visually-hidden"> photo {index + 1}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
