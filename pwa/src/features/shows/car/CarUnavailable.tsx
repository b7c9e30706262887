import { isNotFound } from '@/http/isNotFound';
import { ApiError } from '@/http/client';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { NotFoundState } from '@/ui/NotFoundState';
import { showTabPath } from '../showTabs';

interface CarUnavailableProps {
  eventId: string;
  /** The address's number is not a car number at all. */
  badNumber: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** A car page with no car to show: still loading, not in this show (404 or a malformed number), or not reachable. */
export function CarUnavailable({ eventId, badNumber, error, onRetry }: CarUnavailableProps) {
  if (badNumber || isNotFound(error) || (error instanceof ApiError && error.status === 400)) {
    return (
      <NotFoundState
        title="Car Not Found"
        message="No car has this number in this show."
        linkTo={showTabPath(eventId, 'cars')}
        linkLabel="All cars"
      />
    );
  }
  if (!error) return <LoadingState />;
  return <LoadError what="This car" onRetry={onRetry} pageTitle="Car unavailable" />;
}
