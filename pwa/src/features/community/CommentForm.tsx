import { useEffect, useId, useRef } from 'react';
import { commentUpdateSchema } from '@shared/community/forum-schemas';
import { communityTexts } from '@shared/community/texts';
import { Button } from '@/ui/Button';
import { useZodForm } from '@/ui/form/useZodForm';
import { useMentionCombobox } from '@/features/notifications/public/mentions';
import { readCommentDraft, useSaveCommentDraft } from './useCommentDraft';

interface CommentFormProps {
  /** The textarea's accessible name, e.g. "Comment" or "Reply to Jane". */
  label: string;
  submitLabel: string;
  initialBody?: string;
  pending: boolean;
  /** Resolves once saved, so the box empties only then and keeps the text on failure. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  focusOnOpen?: boolean;
  /** Keeps the unsent text on this device under this name (new comments and replies; edits start from the comment). */
  draftKey?: string;
}

/** The comment box (docs/product/screens.md Post detail: 'What are your thoughts?' and a Comment button), reused for replies and edits. */
export function CommentForm({
  label,
  submitLabel,
  initialBody = '',
  pending,
  onSubmit,
  onCancel,
  focusOnOpen,
  draftKey,
}: CommentFormProps) {
  const errorId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Opened on purpose by Reply or Edit: the member is about to type, so the caret goes there.
  useEffect(() => {
    if (focusOnOpen) textarea.current?.focus();
  }, [focusOnOpen]);
  const { field, handleSubmit, set } = useZodForm({
    initialValues: () => ({ body: readCommentDraft(draftKey) ?? initialBody }),
    parse: (values) => commentUpdateSchema.safeParse(values),
  });
  const body = field('body');
  useSaveCommentDraft(draftKey, body.value);
  const mentions = useMentionCombobox({ value: body.value, onValueChange: (value) => set('body', value), textareaRef: textarea });
  const send = handleSubmit(
    (data) =>
      void onSubmit(data.body)
        .then(() => set('body', ''))
        .catch(() => undefined),
    { skip: pending },
  );
  return (
    <form className="comment-form" noValidate onSubmit={send}>
      <textarea
        className="field__input field__input--multiline"
        aria-label={label}
        placeholder={communityTexts.commentPlaceholder}
        rows={3}
        name={body.name}
        value={body.value}
        onChange={body.onChange}
        aria-invalid={body.error ? true : undefined}
        aria-describedby={body.error ? errorId : undefined}
        ref={textarea}
        {...mentions.inputProps}
      />
      {mentions.popup}
      {body.error && (
        <p id={errorId} className="field__error">
          {body.error}
        </p>
      )}
      <div className="forum-form__actions">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Sending...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
