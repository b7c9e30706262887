import { Link } from 'react-router-dom';
import { messageTexts } from '@shared/messages/texts';
import { isNotFound } from '@/http/isNotFound';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import type { OutboxMember } from '@/features/auth';
import { conversationItems, queuedMessagesOf } from './conversationItems';
import { MessageComposer } from './MessageComposer';
import { MessageLog } from './MessageLog';
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
  const newest = pages.data?.pages[0];
  const participant = newest?.thread.participant;
  // Also those written to this member before the conversation was started for them, still on their way.
  const queued = queuedMessagesOf(useQueuedWrites(), member.id, threadId, participant?.id);
  const sending = useSendingMessages({ threadId });
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
      <MessageComposer address={{ threadId }} member={member} />
    </div>
  );
}
