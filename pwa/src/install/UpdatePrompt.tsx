import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { afterFirstScreen } from '../mirror/afterFirstScreen';
import { Button } from '../ui/Button';
import './update-prompt.css';

/**
 * Registers the service worker once the page has loaded and gone idle: its precache downloads (about a megabyte)
 * must not compete with the first screen, nor its installation with the page's start-up work.
 */
export function UpdatePrompt() {
  const [started, setStarted] = useState(false);
  useEffect(() => afterFirstScreen(() => setStarted(true)), []);
  return started ? <RegisteredUpdatePrompt /> : null;
}

/** Tells the user a new version is waiting; it only takes over when they choose Reload. */
function RegisteredUpdatePrompt() {
  // Mounted after the load event, so the registration starts at once.
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
