import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { canChangeOrRemove, canModerate } from '@shared/community/permissions';
import type { Post } from '@shared/community/responses';
import { LOGIN_PATH } from '@shared/layout/nav';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { ShareMenu } from '@/ui/share/ShareMenu';
import { toast } from '@/ui/toast/toastStore';
import { returnStateFor, useCurrentUser } from '@/features/auth';
import { forumKeys } from './forumKeys';
import { lockPost } from './forumApi';
import { ReportDialog } from './ReportDialog';
import { failureToast, useDeletePost } from './useForumMutations';

/** postResources.lock (moderators and admins): a locked post takes no new comments. */
function useLockPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLocked: boolean) => lockPost({ id: postId, isLocked }),
    onSuccess: async (post) => {
      toast({ title: post.isLocked ? 'Post locked' : 'Post unlocked' });
      await queryClient.invalidateQueries({ queryKey: forumKeys.post(postId), exact: true });
    },
    onError: failureToast('Failed to change the lock'),
  });
}

type Open = 'none' | 'report' | 'delete';

/**
 * Share, Report, and Edit and Delete for those allowed (author, moderators, admins: shared/community/permissions);
 * Lock/Unlock for moderators and admins.
 */
export function PostActions({ post, onEdit }: { post: Post; onEdit: () => void }) {
  const [open, setOpen] = useState<Open>('none');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeletePost();
  const mayChange = canChangeOrRemove(user, post.author.id);
  const lock = useLockPost(post.id);
  const close = () => setOpen('none');
  const removePost = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: 'Post deleted' });
        void navigate(`/community/${encodeURIComponent(post.community.slug)}`);
      },
    });
  return (
    <div className="post-actions">
      <ShareMenu target={{ title: post.title }} subject={post.title} />
      <Button variant="ghost" onClick={() => (user ? setOpen('report') : void navigate(LOGIN_PATH, { state: returnStateFor(location) }))}>
        Report
      </Button>
      {mayChange && (
        <>
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => setOpen('delete')}>
            Delete
          </Button>
        </>
      )}
      {canModerate(user) && (
        <Button variant="ghost" onClick={() => lock.mutate(!post.isLocked)} disabled={lock.isPending}>
          {post.isLocked ? 'Unlock' : 'Lock'}
        </Button>
      )}
      {open === 'report' && <ReportDialog targetType="post" targetId={post.id} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDialog
          title="Delete post?"
          message="The post and all its comments will be removed. This cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={removePost}
          onCancel={close}
        />
      )}
    </div>
  );
}
