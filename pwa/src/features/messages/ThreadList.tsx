import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Thread } from '@shared/messages/responses';
import { messageTexts } from '@shared/messages/texts';
import { initialsOf } from '@/features/auth/initials';
import { TextField } from '@/ui/TextField';
import { listTime } from './messageTimes';

interface ThreadListProps {
  threads: Thread[];
  selectedId: string;
}

/** The member's conversations, newest activity first, filtered by the other member's name. */
export function ThreadList({ threads, selectedId }: ThreadListProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? threads.filter((thread) => thread.participant.name.toLocaleLowerCase().includes(needle)) : threads;

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
      {shown.length === 0 ? (
        <p className="thread-list__empty">{threads.length === 0 ? messageTexts.noThreads : messageTexts.noMatches}</p>
      ) : (
        <ul className="thread-list__items">
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
