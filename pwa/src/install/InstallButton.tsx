import { INSTALL_LABEL } from '@shared/pwa/texts';
import { Button } from '../ui/Button';
import { useInstallPrompt } from './useInstallPrompt';
import '../layout/pwa-header.css';

interface InstallButtonProps {
  /** Where it sits: the header's bar (from 480px) or the phone menu (below 480px, where the bar has no room). */
  place?: 'bar' | 'menu';
  onInstall?: () => void;
}

/** "Install app", only while the browser offers installation. */
export function InstallButton({ place = 'bar', onInstall }: InstallButtonProps) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  const onClick = () => {
    onInstall?.();
    void install();
  };
  return (
    <Button variant="outline-light" size="sm" className={`install-button install-button--${place}`} onClick={onClick}>
      {INSTALL_LABEL}
    </Button>
  );
}
