import type { ModelImage } from '@shared/catalogue/responses';

/** A copy of the images in display order (the API already sends them so; this keeps the UI honest). */
export function sortByDisplayOrder(images: readonly ModelImage[]): ModelImage[] {
  return [...images].sort((a, b) => a.displayOrder - b.displayOrder);
}
