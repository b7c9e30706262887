import { useState } from 'react';
import { needsSignInAs } from '@shared/events/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { messageTexts } from '@shared/messages/texts';
import { requestOutboxFlush } from '@/outbox/page/requestOutboxFlush';
import { discardQueued } from '@/outbox/page/discardQueued';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import type { LocalMessage } from './conversationItems';

const stateLabel = {
  waiting: messageTexts.waitingToSend,
  'needs-sign-in': messageTexts.needsSignIn,
  failed: messageTexts.notSent,
} as const;

/**
 * My message still on this device, as my own bubble with its state: waiting for a connection, waiting for me to sign
 * in again, or refused by the server (with its reason). Retry (or Sign in) and Discard, as the forum's queued cards.
 */
export function QueuedMessageBubble({ item }: { item: LocalMessage }) {
  const [confirming, setConfirming] = useState(false);
  const problem = item.state !== 'waiting';
  return (
    <li className="bubble bubble--own bubble--local">
      <p className="bubble__body">{item.payload.body}</p>
      <p className="bubble__state">
        <span className={`bubble__badge ${problem ? 'bubble__badge--problem' : ''}`}>{stateLabel[item.state]}</span>
      </p>
      {item.state === 'needs-sign-in' && <p className="bubble__note">{needsSignInAs(item.memberName)}</p>}
      {item.state === 'failed' && item.lastError && <p className="bubble__note">{messageTexts.serverSaid(item.lastError)}</p>}
      <div className="bubble__actions">
        {item.state === 'needs-sign-in' ? (
          <ButtonLink size="sm" variant="secondary" to={LOGIN_PATH}>
            Sign in<span className="visually-hidden"> to send your message</span>
          </ButtonLink>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void requestOutboxFlush()}>
            {messageTexts.retry}
            <span className="visually-hidden"> sending your message</span>
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          {messageTexts.discard}
          <span className="visually-hidden"> your message</span>
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={messageTexts.discardTitle}
          message={messageTexts.discardMessage}
          confirmLabel={messageTexts.discard}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void discardQueued(item.id).then(() => setConfirming(false))}
        />
      )}
    </li>
  );
}
