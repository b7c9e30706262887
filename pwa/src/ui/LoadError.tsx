import { Button } from './Button';

interface LoadErrorProps {
  /** Subject of the sentence, e.g. "This model". */
  what: string;
  onRetry: () => void;
  /** Set when the error is all the page shows: it then gets its own heading. */
  pageTitle?: string;
}

/** A failed load that is not a 404 (offline, server error): say so and offer another try. */
export function LoadError({ what, onRetry, pageTitle }: LoadErrorProps) {
  const box = (
    <div className="catalogue-error" role="alert">
      <p>{what} could not be loaded right now. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
  if (!pageTitle) return box;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{pageTitle}</h1>
      {box}
    </section>
  );
}
