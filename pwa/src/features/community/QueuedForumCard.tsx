import { useState } from 'react';
import { LOGIN_PATH } from '@shared/layout/nav';
import { communityTexts } from '@shared/community/texts';
import { needsSignInAs } from '@shared/events/texts';
import { discardQueued } from '@/outbox/page/discardQueued';
import { requestOutboxFlush } from '@/outbox/page/requestOutboxFlush';
import type { QueuedWrite } from '@/outbox/types';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { LinkifiedText } from './LinkifiedText';

const stateLabel = {
  waiting: communityTexts.waitingToSend,
  'needs-sign-in': communityTexts.needsSignIn,
  failed: communityTexts.notSent,
} as const;

type QueuedText = Extract<QueuedWrite, { kind: 'post' | 'comment' }>;

/** A post or comment written on this device and not on the server yet: what it says, its state, Retry and Discard. */
export function QueuedForumCard({ item }: { item: QueuedText }) {
  const [confirming, setConfirming] = useState(false);
  const what = item.kind === 'post' ? 'post' : 'comment';
  const title = item.kind === 'post' ? item.payload.title : `Your comment`;
  const headingId = `queued-${item.id}`;
  return (
    <article className="queued-forum card" aria-labelledby={headingId}>
      <p className="queued-forum__meta">
        <span className={`queued-forum__badge ${item.state === 'waiting' ? '' : 'queued-forum__badge--problem'}`}>
          {stateLabel[item.state]}
        </span>
        {item.kind === 'post' && <span> in {item.communityName}</span>}
        {item.kind === 'comment' && item.payload.parentId && <span> (a reply)</span>}
      </p>
      <h3 id={headingId} className="queued-forum__title">
        {title}
      </h3>
      {item.payload.body && <LinkifiedText className="queued-forum__body" text={item.payload.body} />}
      {item.state === 'needs-sign-in' && <p className="queued-forum__note">{needsSignInAs(item.memberName)}</p>}
      {item.state === 'failed' && item.lastError && <p className="queued-forum__note">Server said: {item.lastError}</p>}
      <div className="queued-forum__actions">
        {item.state === 'needs-sign-in' ? (
          <ButtonLink size="sm" to={LOGIN_PATH}>
            Sign in<span className="visually-hidden"> to send {title}</span>
          </ButtonLink>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void requestOutboxFlush()}>
            Retry<span className="visually-hidden"> sending {title}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Discard<span className="visually-hidden"> {title}</span>
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Discard this ${what}?`}
          message={`It has not been sent. Discarding it removes it from this device for good.`}
          confirmLabel="Discard"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void discardQueued(item.id).then(() => setConfirming(false))}
        />
      )}
    </article>
  );
}
