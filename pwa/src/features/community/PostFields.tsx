import { useRef, type ChangeEvent } from 'react';
import { POST_BODY_MAX_LENGTH, POST_TITLE_MAX_LENGTH, POST_URL_MAX_LENGTH } from '@shared/community/forum-limits';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useMentionCombobox } from '@/features/notifications/public/mentions';

type PostFieldName = 'title' | 'body' | 'url';
interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

interface PostFieldsProps {
  field: (name: PostFieldName) => FieldProps;
  /** Sets the body's text: a member chosen from the @mention suggestions completes the name being typed. */
  setBody: (value: string) => void;
}

/** Title, body (with @mention suggestions) and the optional link, shared by the new-post and edit forms. */
export function PostFields({ field, setBody }: PostFieldsProps) {
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const body = field('body');
  const mentions = useMentionCombobox({ value: body.value, onValueChange: setBody, textareaRef: bodyRef });
  return (
    <>
      <TextField label="Title" required maxLength={POST_TITLE_MAX_LENGTH} {...field('title')} />
      <TextAreaField label="Body" required rows={8} maxLength={POST_BODY_MAX_LENGTH} ref={bodyRef} {...body} {...mentions.inputProps} />
      {mentions.popup}
      <TextField
        label="Link (optional)"
        type="url"
        inputMode="url"
        hint="An http:// or https:// address to share with the post."
        maxLength={POST_URL_MAX_LENGTH}
        {...field('url')}
      />
    </>
  );
}
