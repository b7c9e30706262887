import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { messageTexts } from '@shared/messages/texts';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { useOutboxMember, type OutboxMember } from '@/features/outbox/useOutboxMember';
import { returnStateFor } from '../auth/returnPath';
import { Conversation } from './Conversation';
import { ThreadList } from './ThreadList';
import { useStartThreadFromLink } from './useMessageMutations';
import { useThreads } from './useMessageQueries';
import { useShowMessagesSentLater } from './useShowMessagesSentLater';
import './messages.css';

/**
 * /messages (SPEC §2 Messages), for members (visitors are sent to sign in and back). With no signal, the member last
 * signed in on this device reads the conversations saved here for them, and writes messages that wait to be sent.
 */
export default function MessagesPage() {
  usePageTitle(messageTexts.title);
  const { member, isLoading } = useOutboxMember();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!member) return <Navigate to={LOGIN_PATH} replace state={returnStateFor(location)} />;
  return <MessagesScreen member={member} />;
}

/**
 * The conversation list and the open conversation side by side; on phones one pane at a time. The open thread is in
 * the URL (?thread=), so Back returns to the list; ?user={id} (from a profile's Send Message) opens or starts the
 * conversation with that member.
 */
function MessagesScreen({ member }: { member: OutboxMember }) {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread') ?? '';
  const threads = useThreads(member.id);
  const savedAt = useSavedCopyAge(threads);
  useShowMessagesSentLater(member.id);
  useStartThreadFromLink(
    member.id,
    params.get('user'),
    (thread) => setParams({ thread: thread.id }, { replace: true }),
    () => setParams({}, { replace: true }),
  );

  return (
    <section className="page messages-page" aria-labelledby="page-title">
      <h1 id="page-title">{messageTexts.title}</h1>
      {savedAt && <DataAge at={savedAt} />}
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
          {threadId ? (
            <Conversation key={threadId} member={member} threadId={threadId} />
          ) : (
            <p className="messages__none">{messageTexts.noneSelected}</p>
          )}
        </div>
      </div>
    </section>
  );
}
