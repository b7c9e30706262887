import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_BODY_MAX_LENGTH } from '@shared/messages/schemas';
import { messageTexts } from '@shared/messages/texts';
import { Button } from '@/ui/Button';
import type { OutboxMember } from '@/features/outbox/useOutboxMember';
import { useSendMessage } from './useMessageMutations';

/**
 * The input under a conversation. The box empties once the message is sent or kept on the device to be sent later; a
 * refusal by the server keeps the text, so nothing is lost.
 */
export function MessageComposer({ threadId, member }: { threadId: string; member: OutboxMember }) {
  const inputId = useId();
  const [body, setBody] = useState('');
  const send = useSendMessage(threadId, member);
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
