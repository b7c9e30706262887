import { communityTexts } from '@shared/community/texts';
import { QueuedWriteControls } from '@/outbox/page/QueuedWriteControls';
import type { QueuedWrite } from '@/outbox/types';
import { LinkifiedText } from './LinkifiedText';

const stateLabel = {
  waiting: communityTexts.waitingToSend,
  'needs-sign-in': communityTexts.needsSignIn,
  failed: communityTexts.notSent,
} as const;

type QueuedText = Extract<QueuedWrite, { kind: 'post' | 'comment' }>;

/** A post or comment written on this device and not on the server yet: what it says, its state, Retry and Discard. */
export function QueuedForumCard({ item }: { item: QueuedText }) {
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
      <QueuedWriteControls
        item={item}
        title={title}
        className="queued-forum"
        retryVariant="secondary"
        confirm={{ title: `Discard this ${what}?`, message: 'It has not been sent. Discarding it removes it from this device for good.' }}
      />
    </article>
  );
}
