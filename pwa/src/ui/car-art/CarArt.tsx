import { drawingOf } from '@shared/catalogue/drawings';
import './car-art.css';

interface CarArtProps {
  /** The model drawn: its own drawing, or its main body style's (shared/catalogue/drawings.ts). */
  model: { slug: string; bodyStyles: readonly string[] };
  className?: string;
  /** Another drawing of the model's (a year page's body: shared/catalogue/body-drawings.ts) instead of its own. */
  drawing?: string;
}

/** A drawing's name, its file's without `.svg`. */
const drawingName = (src: string) => src.slice(src.lastIndexOf('/') + 1, -'.svg'.length);

/**
 * The model's drawing, standing in for a photo: the same file on its card, its page's header and its search
 * result. Drawn through `<use>` of the file's `#car` rather than as an `<img>`: a drawing is not a picture the page
 * is waiting for, and as an image the first card's drawing became /pontiac's Largest Contentful Paint (3.1 s on
 * Lighthouse's slow 4G: it can only be asked for once the cards render). Decorative: what is around it names the
 * model. `data-drawing` names the file.
 */
export function CarArt({ model, className, drawing }: CarArtProps) {
  const src = drawing ?? drawingOf(model);
  return (
    <svg
      className={className ? `car-art ${className}` : 'car-art'}
      viewBox="0 0 320 120"
      width={320}
      height={120}
      aria-hidden="true"
      focusable="false"
      data-drawing={drawingName(src)}
    >
      <use href={`${src}#car`} />
    </svg>
  );
}

/**
 * The same drawing as an image, for long lists (a show's 500 cars): the browser reads each file once for every card
 * that shows it, and draws it only as a card comes near, where CarArt's `<use>` copies the file's shapes into each
 * card (tens of thousands of elements to style and lay out for 500 cards). Decorative, as CarArt.
 */
export function CarArtImage({ model, className }: Pick<CarArtProps, 'model' | 'className'>) {
  const src = drawingOf(model);
  return (
    <img
      className={className ? `car-art ${className}` : 'car-art'}
      src={src}
      alt=""
      width={320}
      height={120}
      loading="lazy"
      decoding="async"
      data-drawing={drawingName(src)}
    />
  );
}
