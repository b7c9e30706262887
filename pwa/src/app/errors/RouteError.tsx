import { useRouteError } from 'react-router-dom';
import { Button } from '@/ui/Button';

/** Shown when a screen fails to load or render, e.g. a stale code chunk after an update. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <section className="page placeholder" role="alert" aria-labelledby="page-title">
      <h1 id="page-title">Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      {detail && <p className="placeholder__note">{detail}</p>}
      <div>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </section>
  );
}
