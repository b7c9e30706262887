import { drawingOf } from '@shared/catalogue/drawings';
import './car-art.css';

/** The drawings' box (viewBox 0 0 320 120): the attributes give the image its shape before the file arrives. */
const DRAWING_WIDTH = 320;
const DRAWING_HEIGHT = 120;

interface CarArtProps {
  /** The model drawn: its own drawing, or its main body style's (shared/catalogue/drawings.ts). */
  model: { slug: string; bodyStyles: readonly string[] };
  className?: string;
  /** In the first screenful: load at once rather than when scrolled near. */
  eager?: boolean;
  /** Another drawing of the model's (a year page's body: shared/catalogue/body-drawings.ts) instead of its own. */
  drawing?: string;
}

/**
 * The model's drawing, standing in for a photo (issue 47): the same file on its card, its page's header and its search
 * result. Decorative: what is around it names the model. `data-drawing` names the file.
 */
export function CarArt({ model, className, eager = false, drawing }: CarArtProps) {
  const src = drawing ?? drawingOf(model);
  return (
    <img
      className={className ? `car-art ${className}` : 'car-art'}
      src={src}
      alt=""
      width={DRAWING_WIDTH}
      height={DRAWING_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-drawing={src.slice(src.lastIndexOf('/') + 1, -'.svg'.length)}
    />
  );
}
