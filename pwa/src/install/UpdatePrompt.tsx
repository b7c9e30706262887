import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../ui/Button';
import './update-prompt.css';

/** Tells the user a new version is waiting; it only takes over when they choose Reload. */
export function UpdatePrompt() {
  // Registers after the page's load event: the worker's precache downloads must not compete with the first screen.
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: false });

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p className="update-prompt__text">A new version is available</p>
      <div className="update-prompt__actions">
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </div>
    </div>
  );
}
