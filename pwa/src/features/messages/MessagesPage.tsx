import { useSearchParams } from 'react-router-dom';
import { messageTexts } from '@shared/messages/texts';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { Conversation } from './Conversation';
import { ThreadList } from './ThreadList';
import { useStartThreadFromLink } from './useMessageMutations';
import { useThreads } from './useMessageQueries';
import './messages.css';

/**
 * /messages (SPEC §2 Messages): the conversation list and the open conversation side by side; on phones one
 * pane at a time. The open thread is in the URL (?thread=), so Back returns to the list; ?user={id} (from a
 * profile's Send Message) opens or starts the conversation with that member. Offline, both panes show what
 * the query cache holds.
 */
export default function MessagesPage() {
  usePageTitle(messageTexts.title);
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread') ?? '';
  const threads = useThreads();
  useStartThreadFromLink(
    params.get('user'),
    (thread) => setParams({ thread: thread.id }, { replace: true }),
    () => setParams({}, { replace: true }),
  );

  return (
    <section className="page messages-page" aria-labelledby="page-title">
      <h1 id="page-title">{messageTexts.title}</h1>
      <div className={`messages ${threadId ? 'messages--open' : ''}`}>
        <nav className="messages__list" aria-label="Conversations">
          {threads.data ? (
            <ThreadList threads={threads.data} selectedId={threadId} />
          ) : threads.isPending ? (
            <LoadingState />
          ) : (
            <LoadError what="Your conversations" onRetry={() => void threads.refetch()} />
          )}
        </nav>
        <div className="messages__pane">
          {threadId ? <Conversation key={threadId} threadId={threadId} /> : <p className="messages__none">{messageTexts.noneSelected}</p>}
        </div>
      </div>
    </section>
  );
}
