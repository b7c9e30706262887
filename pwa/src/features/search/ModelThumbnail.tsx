/** The thumbnail's box (4rem × 2.5rem in CSS): the attributes give it its shape before the file arrives. */
const THUMB_WIDTH = 64;
const THUMB_HEIGHT = 40;

/** A model's card picture beside its search result, decorative (the link names the model); a plain box without one. */
export function ModelThumbnail({ src }: { src: string | null }) {
  if (!src) return <span className="search-page__thumb" aria-hidden="true" />;
  return <img className="search-page__thumb" src={src} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" />;
}
