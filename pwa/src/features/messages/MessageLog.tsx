import { useEffect, useRef, type ReactNode } from 'react';
import { messageTexts } from '@shared/messages/texts';
import type { ConversationItem } from './conversationItems';
import { messageTime } from './messageTimes';
import { QueuedMessageBubble } from './QueuedMessageBubble';

/** The messages as a log (read out politely as they arrive), kept scrolled to the newest one. */
export function MessageLog({ items, children }: { items: ConversationItem[]; children?: ReactNode }) {
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
