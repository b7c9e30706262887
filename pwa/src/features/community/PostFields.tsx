import type { ChangeEvent } from 'react';
import { POST_BODY_MAX_LENGTH, POST_TITLE_MAX_LENGTH, POST_URL_MAX_LENGTH } from '@shared/community/forum-limits';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';

type PostFieldName = 'title' | 'body' | 'url';
interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** Title, body and the optional link, shared by the new-post and edit forms. */
export function PostFields({ field }: { field: (name: PostFieldName) => FieldProps }) {
  return (
    <>
      <TextField label="Title" required maxLength={POST_TITLE_MAX_LENGTH} {...field('title')} />
      <TextAreaField label="Body" required rows={8} maxLength={POST_BODY_MAX_LENGTH} {...field('body')} />
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
