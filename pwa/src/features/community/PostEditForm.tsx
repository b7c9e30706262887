import { postUpdateSchema } from '@shared/community/forum-schemas';
import type { Post } from '@shared/community/responses';
import { Button } from '@/ui/Button';
import { useZodForm } from '@/ui/form/useZodForm';
import { PostFields } from './PostFields';
import { useUpdatePost } from './useForumMutations';

/** Edits a post in place: title, body and link, checked by the API's own schema. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const update = useUpdatePost(post.id);
  const { field, set, handleSubmit } = useZodForm({
    initialValues: { title: post.title, body: post.body ?? '', url: post.url ?? '' },
    parse: (values) => postUpdateSchema.safeParse(values),
  });
  const save = handleSubmit((input) => update.mutate({ id: post.id, input }, { onSuccess: onDone }), { skip: update.isPending });
  return (
    <form className="forum-form card" noValidate onSubmit={save} aria-label="Edit post">
      <PostFields field={field} setBody={(body) => set('body', body)} />
      <div className="forum-form__actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
