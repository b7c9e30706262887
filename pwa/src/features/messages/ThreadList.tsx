import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Thread } from '@shared/messages/responses';
import { messageTexts } from '@shared/messages/texts';
import { initialsOf } from '@/features/auth';
import { TextField } from '@/ui/TextField';
import type { PendingConversation } from './conversationItems';
import { listTime } from './messageTimes';

interface ThreadListProps {
  threads: Thread[];
  selectedId: string;
  /** Conversations written offline that start when sent (not on the server yet), listed first. */
  pending: PendingConversation[];
  selectedUserId: string;
}

/** The member's conversations, newest activity first, filtered by the other member's name. */
export function ThreadList({ threads, selectedId, pending, selectedUserId }: ThreadListProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const matches = (name: string) => !needle || name.toLocaleLowerCase().includes(needle);
  const shown = threads.filter((thread) => matches(thread.participant.name));
  // A conversation that has started is in `threads` already (its messages now go to it).
  const started = new Set(threads.map((thread) => thread.participant.id));
  const waiting = pending.filter((item) => !started.has(item.userId) && matches(item.name ?? messageTexts.newConversation));

  return (
    <div className="thread-list">
      <TextField
        label={messageTexts.searchLabel}
        className="thread-list__search"
        type="search"
        placeholder={messageTexts.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length + waiting.length === 0 ? (
        <p className="thread-list__empty">{threads.length + pending.length === 0 ? messageTexts.noThreads : messageTexts.noMatches}</p>
      ) : (
        <ul className="thread-list__items">
          {waiting.map((item) => (
            <li key={`user:${item.userId}`}>
              <PendingLink conversation={item} selected={item.userId === selectedUserId} />
            </li>
          ))}
          {shown.map((thread) => (
            <li key={thread.id}>
              <ThreadLink thread={thread} selected={thread.id === selectedId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ThreadLink({ thread, selected }: { thread: Thread; selected: boolean }) {
  const { participant, lastMessage, lastMessageAt, unread } = thread;
  return (
    <Link
      to={{ search: `?thread=${encodeURIComponent(thread.id)}` }}
      className={['thread-link', unread ? 'thread-link--unread' : null].filter(Boolean).join(' ')}
      aria-current={selected ? 'page' : undefined}
    >
      <span className="thread-link__avatar" aria-hidden="true">
        {initialsOf(participant.name)}
      </span>
      <span className="thread-link__text">
        <span className="thread-link__top">
          <span className="thread-link__name">{participant.name}</span>
          {lastMessageAt && (
            <time className="thread-link__time" dateTime={lastMessageAt}>
              {listTime(lastMessageAt)}
            </time>
          )}
        </span>
        <span className="thread-link__last">{lastMessage ?? messageTexts.noMessages}</span>
      </span>
      {unread && (
        <span className="thread-link__dot">
          <span className="visually-hidden">Unread</span>
        </span>
      )}
    </Link>
  );
}

/** A conversation that exists only on this device so far: its last message waits to be sent. */
function PendingLink({ conversation, selected }: { conversation: PendingConversation; selected: boolean }) {
  const name = conversation.name ?? messageTexts.newConversation;
  return (
    <Link
      to={{ search: `?user=${encodeURIComponent(conversation.userId)}` }}
      className="thread-link"
      aria-current={selected ? 'page' : undefined}
    >
      <span className="thread-link__avatar" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className="thread-link__text">
        <span className="thread-link__top">
          <span className="thread-link__name">{name}</span>
          <span className="thread-link__time">{messageTexts.waitingToSend}</span>
        </span>
        <span className="thread-link__last">{conversation.lastBody}</span>
      </span>
    </Link>
  );
}
