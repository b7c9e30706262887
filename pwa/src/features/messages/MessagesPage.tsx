import { useCallback, useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { messageTexts } from '@shared/messages/texts';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import { returnStateFor, useOutboxMember, type OutboxMember } from '@/features/auth';
import { Conversation } from './Conversation';
import { NewConversation } from './NewConversation';
import { pendingConversations } from './conversationItems';
import { ThreadList } from './ThreadList';
import { useStartThreadFromLink } from './useMessageMutations';
import { useThreads } from './useMessageQueries';
import { useShowMessagesSentLater } from './useShowMessagesSentLater';
import './messages.css';

/**
 * /messages (docs/product/screens.md Messages), for members (visitors are sent to sign in and back). With no signal, the member last
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
 * the URL (?thread=), so Back returns to the list; ?user={id} (from a profile's Send Message) opens the conversation
 * with that member: the one in the list saved here, else the one the server starts (or finds). With no answer the
 * member writes to them anyway (NewConversation), and the page moves to the conversation once it exists.
 */
function MessagesScreen({ member }: { member: OutboxMember }) {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread') ?? '';
  const userId = params.get('user') ?? '';
  const threads = useThreads(member.id);
  const savedAt = useSavedCopyAge(threads);
  const known = userId ? threads.data?.find((thread) => thread.participant.id === userId)?.id : undefined;
  const openThread = useCallback((id: string) => setParams({ thread: id }, { replace: true }), [setParams]);
  useEffect(() => {
    if (known) openThread(known);
  }, [known, openThread]);
  useShowMessagesSentLater(member.id, userId, openThread);
  const linked = useStartThreadFromLink(member.id, userId || null, known !== undefined, (thread) => openThread(thread.id));
  const open = threadId || userId;
  const pending = pendingConversations(useQueuedWrites(), member.id);

  return (
    <section className="page messages-page" aria-labelledby="page-title">
      <h1 id="page-title">{messageTexts.title}</h1>
      {savedAt && <DataAge at={savedAt} />}
      <div className={`messages ${open ? 'messages--open' : ''}`}>
        <nav className="messages__list" aria-label="Conversations">
          {threads.data ? (
            <ThreadList threads={threads.data} selectedId={threadId} pending={pending} selectedUserId={threadId ? '' : userId} />
          ) : threads.isPending ? (
            <LoadingState />
          ) : (
            <>
              <LoadError what="Your conversations" onRetry={() => void threads.refetch()} />
              {/* What waits on this device is listed even when the server's list is out of reach. */}
              {pending.length > 0 && (
                <ThreadList threads={[]} selectedId={threadId} pending={pending} selectedUserId={threadId ? '' : userId} />
              )}
            </>
          )}
        </nav>
        <div className="messages__pane">
          {threadId ? (
            <Conversation key={threadId} member={member} threadId={threadId} />
          ) : userId && !known && linked.state !== 'starting' ? (
            <NewConversation
              key={userId}
              member={member}
              userId={userId}
              refusal={linked.state === 'refused' ? linked.reason : null}
              onStarted={openThread}
            />
          ) : userId ? (
            <LoadingState />
          ) : (
            <p className="messages__none">{messageTexts.noneSelected}</p>
          )}
        </div>
      </div>
    </section>
  );
}
