import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Message } from '@shared/messages/responses';
import { messageTexts } from '@shared/messages/texts';
import { isNotFound } from '@/http/isNotFound';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { MessageComposer } from './MessageComposer';
import { messageTime } from './messageTimes';
import { useMarkReadWhenShown } from './useMessageMutations';
import { useThreadPages } from './useMessageQueries';

/** One open conversation: the other member, the messages (own on the right), older pages on demand, the input. */
export function Conversation({ threadId }: { threadId: string }) {
  const pages = useThreadPages(threadId);
  const newest = pages.data?.pages[0];
  useMarkReadWhenShown(newest?.thread);
  // Pages come newest first, each in reading order: reversed, they read top to bottom.
  const messages =
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
      <MessageLog messages={messages}>
        {pages.hasNextPage && (
          <Button variant="ghost" size="sm" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {messageTexts.loadOlder}
          </Button>
        )}
      </MessageLog>
      <MessageComposer threadId={threadId} />
    </div>
  );
}

/** The messages as a log (read out politely as they arrive), kept scrolled to the newest one. */
function MessageLog({ messages, children }: { messages: Message[]; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  return (
    <div className="conversation__scroller" ref={scroller}>
      {children}
      {messages.length === 0 ? (
        <p className="conversation__notice">{messageTexts.noMessages}</p>
      ) : (
        <ol className="conversation__messages" role="log" aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id} className={`bubble ${message.isOwn ? 'bubble--own' : 'bubble--other'}`}>
              {!message.isOwn && <span className="visually-hidden">{message.senderName}: </span>}
              <p className="bubble__body">{message.body}</p>
              <time className="bubble__time" dateTime={message.createdAt}>
                {messageTime(message.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
