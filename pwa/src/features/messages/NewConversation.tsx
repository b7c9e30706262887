import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { messageTexts } from '@shared/messages/texts';
import { useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import type { OutboxMember } from '@/features/auth';
import type { MessageAddress } from '@/outbox/types';
import { conversationItems, queuedMessagesTo } from './conversationItems';
import { knownMemberName } from './knownMemberName';
import { MessageComposer } from './MessageComposer';
import { MessageLog } from './MessageLog';
import { useSendingMessages } from './useMessageMutations';

interface NewConversationProps {
  member: OutboxMember;
  /** The member written to, who has no conversation with `member` that this device knows of. */
  userId: string;
  /** Why the server will not open a conversation with them (gone, me, I am blocked): nothing more can be written. */
  refusal: string | null;
  /** The conversation exists now (started for the first message): open it. */
  onStarted: (threadId: string) => void;
}

/**
 * The pane of /messages?user={id} when the conversation could not be started (no connection, or no answer): the
 * member writes anyway, and each message waits on the device like any other, named with what the device knows of the
 * other member. The outbox starts the conversation when it sends the first one. When the server refused to start it,
 * the pane says why, and only shows what was written to them before (refused too, to retry or discard).
 */
export function NewConversation({ member, userId, refusal, onStarted }: NewConversationProps) {
  const queryClient = useQueryClient();
  const queued = queuedMessagesTo(useQueuedWrites(), member.id, userId);
  // The profile just opened, else the name kept with a message written earlier (a reload forgets the profile).
  const name = knownMemberName(queryClient, userId) ?? queued.find((item) => item.to?.name)?.to?.name ?? null;
  const address = { threadId: null, to: { id: userId, name } } satisfies MessageAddress;
  const sending = useSendingMessages(address);

  return (
    <div className="conversation">
      <div className="conversation__header">
        <Link className="conversation__back" to="/messages" aria-label={messageTexts.back}>
          ‹
        </Link>
        <h2 className="conversation__title">{name ?? messageTexts.newConversation}</h2>
      </div>
      {refusal ? (
        <p className="conversation__notice" role="alert">
          {refusal}
        </p>
      ) : (
        <p className="conversation__notice">{messageTexts.startsWhenSent}</p>
      )}
      {(!refusal || queued.length > 0) && <MessageLog items={conversationItems([], queued, sending)} />}
      {!refusal && <MessageComposer address={address} member={member} onStarted={onStarted} />}
    </div>
  );
}
