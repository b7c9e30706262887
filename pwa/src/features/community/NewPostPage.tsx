import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { postCreateSchema, type PostCreateData } from '@shared/community/forum-schemas';
import { communityTexts } from '@shared/community/texts';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { SelectField } from '@/ui/SelectField';
import { useZodForm } from '@/ui/form/useZodForm';
import { usePageTitle } from '@/ui/usePageTitle';
import { returnStateFor, useOutboxMember } from '@/features/auth';
import { PhotoPicker } from '@/ui/photo/PhotoPicker';
import { PostFields } from './PostFields';
import { useCreatePost } from './useCreatePost';
import { useCommunities } from './useForumQueries';
import { clearPostDraft, readPostDraft, useSavePostDraft, type PostDraft } from './usePostDraft';
import './community.css';

/**
 * /post/new for members (visitors are sent to sign in and back, docs/product/screens.md): a post for one community. The draft survives
 * reloads; with no signal the member last signed in here writes it, and it waits on the device until it can be sent.
 */
export default function NewPostPage() {
  const { member, isLoading } = useOutboxMember();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!member) return <Navigate to={LOGIN_PATH} replace state={returnStateFor(location)} />;
  return <NewPostForm />;
}

function NewPostForm() {
  usePageTitle(communityTexts.createPost);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const communities = useCommunities();
  const create = useCreatePost();
  const [image, setImage] = useState<File[]>([]);
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
      create.mutate(
        {
          input,
          communityName: communities.data.find((item) => item.slug === input.communitySlug)?.name ?? input.communitySlug,
          image: image[0] ?? null,
        },
        {
          // A post kept on the device is no longer a draft: its community lists it as waiting to send.
          onSuccess: ({ id, result }) => {
            clearPostDraft();
            const next = result === 'sent' ? `/post/${id}` : `/community/${encodeURIComponent(input.communitySlug)}`;
            void navigate(next, { replace: true });
          },
        },
      ),
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
        <PostFields field={field} setBody={(body) => set('body', body)} />
        {/* Not part of the kept draft: a file cannot be stored in it. */}
        <PhotoPicker photos={image} onChange={setImage} max={1} legend="Photo (optional)" />
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
