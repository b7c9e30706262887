import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_BODY_MAX_LENGTH } from '@shared/messages/schemas';
import { messageTexts } from '@shared/messages/texts';
import { Button } from '@/ui/Button';
import { useSendMessage } from './useMessageMutations';

/** The input under a conversation; the text stays until the server has it, so a failed send loses nothing. */
export function MessageComposer({ threadId }: { threadId: string }) {
  const inputId = useId();
  const [body, setBody] = useState('');
  const send = useSendMessage(threadId);
  const canSend = body.trim().length > 0 && !send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(body.trim(), { onSuccess: () => setBody('') });
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
