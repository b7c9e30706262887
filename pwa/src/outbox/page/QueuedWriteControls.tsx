import { useState } from 'react';
import { needsSignInAs } from '@shared/events/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { QueuedWrite } from '@/outbox/types';
import { Button } from '@/ui/Button';
import type { ButtonVariant } from '@/ui/buttonClass';
import { ButtonLink } from '@/ui/ButtonLink';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { discardQueued } from './discardQueued';
import { requestOutboxFlush } from './requestOutboxFlush';

interface QueuedWriteControlsProps {
  item: Pick<QueuedWrite, 'id' | 'state' | 'lastError' | 'memberName'>;
  /** What the write is called on its card, for the buttons' accessible names. */
  title: string;
  /** The card's class prefix: its `__note` and `__actions` elements are styled by the card. */
  className: string;
  retryVariant?: ButtonVariant;
  /** The question asked before a write is discarded for good. */
  confirm: { title: string; message: string };
}

/**
 * What every "Waiting to send" card ends with: why it waits (a sign-in, or the server's refusal), then Sign in or
 * Retry, and Discard behind a confirmation.
 */
export function QueuedWriteControls({ item, title, className, retryVariant, confirm }: QueuedWriteControlsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {item.state === 'needs-sign-in' && <p className={`${className}__note`}>{needsSignInAs(item.memberName)}</p>}
      {item.state === 'failed' && item.lastError && <p className={`${className}__note`}>Server said: {item.lastError}</p>}
      <div className={`${className}__actions`}>
        {item.state === 'needs-sign-in' ? (
          <ButtonLink size="sm" to={LOGIN_PATH}>
            Sign in<span className="visually-hidden"> to send {title}</span>
          </ButtonLink>
        ) : (
          <Button size="sm" variant={retryVariant} onClick={() => void requestOutboxFlush()}>
            Retry<span className="visually-hidden"> sending {title}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Discard<span className="visually-hidden"> {title}</span>
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={confirm.title}
          message={confirm.message}
          confirmLabel="Discard"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void discardQueued(item.id).then(() => setConfirming(false))}
        />
      )}
    </>
  );
}
