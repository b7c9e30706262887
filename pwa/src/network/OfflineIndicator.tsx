import { OFFLINE_DESCRIPTION, OFFLINE_LABEL } from '@shared/pwa/texts';
import { useOnlineStatus } from './useOnlineStatus';
import '../layout/pwa-header.css';

/**
 * A pill in the header while the browser is offline. The status region stays mounted (and empty
 * while online) so screen readers announce the message when the connection drops.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <span className="offline-indicator" role="status">
      {!online && (
        <>
          <span className="offline-indicator__pill" aria-hidden="true">
            {OFFLINE_LABEL}
          </span>
          <span className="visually-hidden">{OFFLINE_DESCRIPTION}</span>
        </>
      )}
    </span>
  );
}
