import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messageTexts } from '@shared/messages/texts';
import { isNotFound } from '@/http/isNotFound';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { useQueuedForumWrites } from '@/features/community/outbox/useQueuedForumWrites';
import type { OutboxMember } from '@/features/outbox/useOutboxMember';
import { conversationItems, queuedMessagesOf, type ConversationItem } from './conversationItems';
import { MessageComposer } from './MessageComposer';
import { messageTime } from './messageTimes';
import { QueuedMessageBubble } from './QueuedMessageBubble';
import { useMarkReadWhenShown, useSendingMessages } from './useMessageMutations';
import { useThreadPages } from './useMessageQueries';

interface ConversationProps {
  member: OutboxMember;
  threadId: string;
}

/**
 * One open conversation: the other member, the messages (own on the right, mine still on this device marked as such),
 * older pages on demand, the input. Offline, the copy saved on this device for this member, with its age.
 */
export function Conversation({ member, threadId }: ConversationProps) {
  const pages = useThreadPages(member.id, threadId);
  const savedAt = useSavedCopyAge(pages);
  const queued = queuedMessagesOf(useQueuedForumWrites(), member.id, threadId);
  const sending = useSendingMessages(threadId);
  const newest = pages.data?.pages[0];
  useMarkReadWhenShown(member.id, newest?.thread);
  // Pages come newest first, each in reading order: reversed, they read top to bottom.
  const stored =
    pages.data?.pages
      .slice()
      .reverse()
      .flatMap((page) => page.items) ?? [];

  if (!pages.data) {
    if (pages.isPending) return <LoadingState />;
    if (isNotFound(pages.error)) return <p className="conversation__notice">{messageTexts.threadNotFound}</p>;
    return <LoadError what="This conversation" onRetry={() => void pages.refetch()} />;
  }

  const participant = newest?.thread.participant;
  return (
    <div className="conversation">
      <div className="conversation__header">
        <Link className="conversation__back" to="/messages" aria-label={messageTexts.back}>
          ‹
        </Link>
        {participant && (
          <h2 className="conversation__title">
            <Link to={`/profile/${encodeURIComponent(participant.username)}`}>{participant.name}</Link>
          </h2>
        )}
      </div>
      {savedAt && <DataAge at={savedAt} />}
      <MessageLog items={conversationItems(stored, queued, sending)}>
        {pages.hasNextPage && (
          <Button variant="ghost" size="sm" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {messageTexts.loadOlder}
          </Button>
        )}
      </MessageLog>
      <MessageComposer threadId={threadId} member={member} />
    </div>
  );
}

/** The messages as a log (read out politely as they arrive), kept scrolled to the newest one. */
function MessageLog({ items, children }: { items: ConversationItem[]; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = items.at(-1);
  const lastKey = last ? `${itemId(last)}:${last.kind}` : undefined;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastKey]);

  return (
    <div className="conversation__scroller" ref={scroller}>
      {children}
      {items.length === 0 ? (
        <p className="conversation__notice">{messageTexts.noMessages}</p>
      ) : (
        <ol className="conversation__messages" role="log" aria-label="Messages">
          {items.map((item) => (
            <MessageItem key={itemId(item)} item={item} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** Each message keeps its id from the moment it is written: the same row goes from sending to waiting to sent. */
const itemId = (item: ConversationItem) => (item.kind === 'stored' ? item.message.id : item.id);

function MessageItem({ item }: { item: ConversationItem }) {
  if (item.kind === 'local') return <QueuedMessageBubble item={item.item} />;
  if (item.kind === 'sending') {
    return (
      <li className="bubble bubble--own bubble--local">
        <p className="bubble__body">{item.body}</p>
        <p className="bubble__state">{messageTexts.sending}</p>
      </li>
    );
  }
  const { message } = item;
  return (
    <li className={`bubble ${message.isOwn ? 'bubble--own' : 'bubble--other'}`}>
      {!message.isOwn && <span className="visually-hidden">{message.senderName}: </span>}
      <p className="bubble__body">{message.body}</p>
      <time className="bubble__time" dateTime={message.createdAt}>
        {messageTime(message.createdAt)}
      </time>
    </li>
  );
}
