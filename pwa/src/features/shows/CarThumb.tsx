import type { ShowEntry } from '@shared/shows/responses';
import { CarArtImage } from '@/ui/car-art/CarArt';
import './shows.css';

interface CarThumbProps {
  entry: Pick<ShowEntry, 'thumbnailUrl' | 'car'>;
  className: string;
  width: number;
  height: number;
}

/**
 * A car's small picture (≤ 15 KB, saved with the show), or its model's drawing in a box of the same size when it has
 * no photo (the drawings are kept on the device with the catalogue). Decorative: what stands beside it names the car.
 */
export function CarThumb({ entry, className, width, height }: CarThumbProps) {
  if (entry.thumbnailUrl)
    return <img className={className} src={entry.thumbnailUrl} alt="" width={width} height={height} loading="lazy" decoding="async" />;
  // A show's car carries no body styles: a model without a drawing of its own gets the coupe's, as in search. As an
  // image: a show's lists hold hundreds of these.
  return (
    <span className={`${className} car-thumb--drawn`} aria-hidden="true">
      <CarArtImage model={{ slug: entry.car.modelSlug, bodyStyles: [] }} />
    </span>
  );
}
