import { useId, useRef, type ReactNode } from 'react';
import { SCROLL_SIDEWAYS_HINT } from '@shared/layout/texts';
import { useScrollEdges } from './useScrollEdges';
import './scroll-box.css';

/** The scroll box's accessible name: its own words, or the id of an element that names it (a table's caption). */
type ScrollBoxName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type ScrollBoxProps = ScrollBoxName & {
  /** Classes of the visible frame around the scrolling content (its border, background). */
  className?: string;
  children: ReactNode;
};

/**
 * A box that scrolls sideways inside the page, for content wider than a phone (tables), so the page itself never
 * does. While content is hidden, a note above says so and a shadow marks each edge with more beyond it. The box is
 * a named region in the tab order, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1).
 */
export function ScrollBox({ label, labelledBy, className, children }: ScrollBoxProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(viewport);
  const hintId = useId();
  const overflowing = edges.before || edges.after;
  return (
    <div className="scroll-box">
      {overflowing ? (
        <p id={hintId} className="scroll-box__hint">
          {SCROLL_SIDEWAYS_HINT} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        className={['scroll-box__frame', className].filter(Boolean).join(' ')}
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
      >
        <div
          ref={viewport}
          className="scroll-box__viewport"
          role="region"
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-describedby={overflowing ? hintId : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is scrolled by keyboard only once focused (axe scrollable-region-focusable)
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
