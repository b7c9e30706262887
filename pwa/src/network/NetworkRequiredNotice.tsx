import { useOnlineStatus } from './useOnlineStatus';
import './network-required-notice.css';

interface NetworkRequiredNoticeProps {
  /** What cannot be done offline, e.g. SIGN_IN_NEEDS_CONNECTION from shared/pwa/texts. */
  message: string;
  className?: string;
}

/**
 * Says, while the browser is offline, that this page's actions need the network. Like the header's
 * OfflineIndicator, the status region stays mounted (empty while online) so the message is announced
 * when the connection drops rather than only on page load.
 */
export function NetworkRequiredNotice({ message, className }: NetworkRequiredNoticeProps) {
  const online = useOnlineStatus();
  return (
    <div className={['network-required', className].filter(Boolean).join(' ')} role="status">
      {!online && <p className="network-required__notice">{message}</p>}
    </div>
  );
}
