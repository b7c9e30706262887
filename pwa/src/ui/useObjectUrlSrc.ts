import { useCallback } from 'react';

/**
 * A ref for an <img> that shows a Blob through an object URL, freed when the image goes away or the blob
 * changes. A ref with cleanup (React 19) rather than state set in an effect: no extra render, and React's
 * development double-mount creates a fresh URL instead of showing a revoked one.
 */
export function useObjectUrlSrc(blob: Blob): (image: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
