import { useEffect, useState } from 'react';
import { notificationTexts } from '@shared/notifications/texts';
import { serverMessage } from '@/http/errorMessage';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';
import { currentPushState, turnPushOff, turnPushOn, type PushState } from './pushSubscription';

const STATE_TEXT: Record<PushState, string | null> = {
  unsupported: notificationTexts.pushUnsupported,
  denied: notificationTexts.pushDenied,
  on: notificationTexts.pushOn,
  off: null,
};

/**
 * Push on this device: a tap turns it on (the browser asks permission only then) or off. An iPhone gets push only
 * once the app is on its Home Screen, which the screen says.
 */
export function PushSection() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void currentPushState().then(setState);
  }, []);
  const change = (to: () => Promise<PushState>) => {
    setBusy(true);
    to()
      .then(setState)
      .catch((error: unknown) => toast({ variant: 'destructive', title: serverMessage(error) ?? notificationTexts.pushUnsupported }))
      .finally(() => setBusy(false));
  };
  const stateText = state && STATE_TEXT[state];
  return (
    <section className="push-section card" aria-labelledby="push-title">
      <h2 id="push-title">{notificationTexts.push}</h2>
      {stateText && (
        <p className="push-section__state" role="status">
          {stateText}
        </p>
      )}
      {state === 'off' && (
        <Button disabled={busy} onClick={() => change(turnPushOn)}>
          {notificationTexts.pushTurnOn}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" disabled={busy} onClick={() => change(turnPushOff)}>
          {notificationTexts.pushTurnOff}
        </Button>
      )}
      <p className="push-section__hint">{notificationTexts.pushIphoneHint}</p>
    </section>
  );
}
