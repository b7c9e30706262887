import { INSTALL_LABEL } from '@shared/pwa/texts';
import { Button } from '../ui/Button';
import { useInstallPrompt } from './useInstallPrompt';
import '../layout/pwa-header.css';

/** "Install app" in the header, only while the browser offers installation. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="outline-light" size="sm" className="install-button" onClick={() => void install()}>
      {INSTALL_LABEL}
    </Button>
  );
}
