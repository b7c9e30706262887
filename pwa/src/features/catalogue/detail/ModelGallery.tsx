import { useModelImages } from '../useModelImages';
import { sortByDisplayOrder } from '../sortImages';

interface ModelGalleryProps {
  modelId: string;
  name: string;
}

/** The model's photos in display order; nothing at all when it has none (or they fail to load). */
export function ModelGallery({ modelId, name }: ModelGalleryProps) {
  const { data } = useModelImages(modelId);
  if (!data || data.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby="gallery-title">
      <h2 id="gallery-title">Gallery</h2>
      <ul className="gallery">
        {sortByDisplayOrder(data).map((image, index) => (
          <li key={image.id}>
            <figure>
              <img src={image.imageUrl} alt={image.caption ?? `${name} photo ${index + 1}`} loading="lazy" decoding="async" />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
