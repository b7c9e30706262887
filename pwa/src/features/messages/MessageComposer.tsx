import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_BODY_MAX_LENGTH } from '@shared/messages/schemas';
import { messageTexts } from '@shared/messages/texts';
import { Button } from '@/ui/Button';
import type { OutboxMember } from '@/features/auth';
import type { MessageAddress } from '@/outbox/types';
import { useSendMessage } from './useMessageMutations';

interface MessageComposerProps {
  /** The conversation, or the member a conversation is to be started with by the first message. */
  address: MessageAddress;
  member: OutboxMember;
  /** A first message to a member reached the server, in this conversation (started for it). */
  onStarted?: (threadId: string) => void;
}

/**
 * The input under a conversation. The box empties once the message is sent or kept on the device to be sent later; a
 * refusal by the server keeps the text, so nothing is lost.
 */
export function MessageComposer({ address, member, onStarted }: MessageComposerProps) {
  const inputId = useId();
  const [body, setBody] = useState('');
  const send = useSendMessage(address, member, onStarted);
  const canSend = body.trim().length > 0 && !send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    // A fresh client id: the server stores it once however often the outbox sends it.
    send.mutate({ id: crypto.randomUUID(), body: body.trim() }, { onSuccess: () => setBody('') });
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {messageTexts.inputLabel}
      </label>
      <input
        id={inputId}
        className="composer__input"
        placeholder={messageTexts.inputPlaceholder}
        value={body}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" disabled={!canSend}>
        {messageTexts.send}
      </Button>
    </form>
  );
}
