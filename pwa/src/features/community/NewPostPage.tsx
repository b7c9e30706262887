import { useNavigate, useSearchParams } from 'react-router-dom';
import { postCreateSchema, type PostCreateData } from '@shared/community/forum-schemas';
import { communityTexts } from '@shared/community/texts';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { SelectField } from '@/ui/SelectField';
import { useZodForm } from '@/ui/form/useZodForm';
import { usePageTitle } from '@/ui/usePageTitle';
import { PostFields } from './PostFields';
import { useCreatePost } from './useCreatePost';
import { useCommunities } from './useForumQueries';
import { clearPostDraft, readPostDraft, useSavePostDraft, type PostDraft } from './usePostDraft';
import './community.css';

/** /post/new (members: the route is protected): a post for one community; the draft survives reloads. */
export default function NewPostPage() {
  usePageTitle(communityTexts.createPost);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const communities = useCommunities();
  const create = useCreatePost();
  const { values, errors, field, set, handleSubmit } = useZodForm<PostDraft, PostCreateData>({
    // A kept draft wins; otherwise the community the member came from (?community=slug).
    initialValues: () => {
      const requested = search.get('community') ?? '';
      const draft = readPostDraft();
      return draft
        ? { ...draft, communitySlug: draft.communitySlug || requested }
        : { communitySlug: requested, title: '', body: '', url: '' };
    },
    parse: (draft) => postCreateSchema.safeParse(draft),
  });
  useSavePostDraft(values);

  if (communities.isPending) return <LoadingState />;
  if (!communities.data)
    return <LoadError what="The communities" pageTitle={communityTexts.createPost} onRetry={() => void communities.refetch()} />;

  const options = [{ value: '', label: 'Choose a community' }, ...communities.data.map((item) => ({ value: item.slug, label: item.name }))];
  const publish = handleSubmit(
    (input) =>
      create.mutate(input, {
        onSuccess: (post) => {
          clearPostDraft();
          void navigate(`/post/${post.id}`, { replace: true });
        },
      }),
    { skip: create.isPending },
  );
  return (
    <section className="page new-post-page" aria-labelledby="page-title">
      <h1 id="page-title">{communityTexts.createPost}</h1>
      <p className="page-summary">Your draft is kept on this device until you post it.</p>
      <form className="forum-form card" noValidate onSubmit={publish}>
        <SelectField
          label="Community"
          name="communitySlug"
          required
          options={options}
          value={values.communitySlug}
          aria-invalid={errors.communitySlug ? true : undefined}
          aria-describedby={errors.communitySlug ? 'community-error' : undefined}
          onChange={(event) => set('communitySlug', event.target.value)}
        />
        {errors.communitySlug && (
          <p id="community-error" className="field__error">
            {errors.communitySlug}
          </p>
        )}
        <PostFields field={field} />
        <div className="forum-form__actions">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Posting...' : 'Post'}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
