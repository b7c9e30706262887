import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling box hides content before (left of) and after (right of) what it shows. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

function edgesOf(box: HTMLElement): ScrollEdges {
  // scrollLeft is fractional on zoomed screens: a pixel of slack, so a box scrolled to its end reads as the end.
  const hidden = box.scrollWidth - box.clientWidth;
  return { before: box.scrollLeft > 1, after: box.scrollLeft < hidden - 1 };
}

/**
 * Follows a box's hidden edges as it scrolls and as it or its content is resized (a rotated phone, a column
 * more). Measured before the first paint, so a hint drawn from it does not arrive a frame late and push the page.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const next = edgesOf(box);
      setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    update();
    const resizes = new ResizeObserver(update);
    resizes.observe(box);
    for (const child of box.children) resizes.observe(child);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      resizes.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [ref]);
  return edges;
}
