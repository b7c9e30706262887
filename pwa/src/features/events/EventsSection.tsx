import { useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { EventSummary } from '@shared/events/responses';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { EventCard } from './EventCard';
import type { EventPage } from './eventPages';

interface EventsSectionProps {
  id: string;
  title: string;
  /** What the section shows now (see eventSections), from the pages of `pages`. */
  events: EventSummary[];
  pages: UseInfiniteQueryResult<InfiniteData<EventPage>>;
  /** What an empty section says (a text, or a text with an invitation). */
  emptyText: ReactNode;
}

/** Upcoming or past events in the docs/product/screens.md two-column grid, a page at a time with "Load more". */
export function EventsSection({ id, title, events, pages, emptyText }: EventsSectionProps) {
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = pages;
  const grid = useRef<HTMLDivElement>(null);
  // Keyboard and screen reader users go on from the first event the page added (the button may be gone): focused once
  // that event is on screen, which may be a few renders after the page has arrived.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= events.length) return;
    focusIndex.current = null;
    grid.current?.querySelectorAll<HTMLAnchorElement>('.event-card__title a')[index]?.focus();
  }, [events.length]);
  const loadMore = () => {
    focusIndex.current = events.length;
    void fetchNextPage();
  };
  return (
    <section className="events-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isPending ? (
        <LoadingState />
      ) : !data ? (
        <div role="alert">
          <p>Events could not be loaded{error ? ` (${error.message})` : ''}.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : events.length === 0 && !hasNextPage ? (
        <p className="events-section__empty">{emptyText}</p>
      ) : (
        <div className="events-grid" ref={grid}>
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      )}
      {isFetchNextPageError && (
        <div role="alert">
          <p>More events could not be loaded right now. Check your connection and try again.</p>
          <Button variant="secondary" onClick={loadMore}>
            Try again
          </Button>
        </div>
      )}
      {data && hasNextPage && !isFetchNextPageError && (
        <Button variant="secondary" className="events-section__more" disabled={isFetchingNextPage} onClick={loadMore}>
          {isFetchingNextPage ? (
            'Loading...'
          ) : (
            <>
              Load more<span className="visually-hidden"> {title.toLowerCase()}</span>
            </>
          )}
        </Button>
      )}
    </section>
  );
}
