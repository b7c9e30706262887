import { CarArt } from '@/ui/car-art/CarArt';

/** The thumbnail's box (4rem × 2.5rem in CSS): the attributes give it its shape before the file arrives. */
const THUMB_WIDTH = 64;
const THUMB_HEIGHT = 40;

interface ModelThumbnailProps {
  /** A search result carries no body styles: a model without a drawing of its own gets the coupe's. */
  model: { slug: string; cardImage: string | null };
}

/** A model's card picture beside its search result, else its drawing; decorative (the link names the model). */
export function ModelThumbnail({ model }: ModelThumbnailProps) {
  if (!model.cardImage)
    return <CarArt model={{ slug: model.slug, bodyStyles: [] }} className="search-page__thumb search-page__thumb--drawn" />;
  return (
    <img
      className="search-page__thumb"
      src={model.cardImage}
      alt=""
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
