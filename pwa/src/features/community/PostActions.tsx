import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canChangeOrRemove } from '@shared/community/permissions';
import type { Post } from '@shared/community/responses';
import { LOGIN_PATH } from '@shared/layout/nav';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { ShareMenu } from '@/ui/share/ShareMenu';
import { toast } from '@/ui/toast/toastStore';
import { returnStateFor } from '../auth/returnPath';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ReportDialog } from './ReportDialog';
import { useDeletePost } from './useForumMutations';

type Open = 'none' | 'report' | 'delete';

/** Share, Report, and Edit and Delete for those allowed (author, moderators, admins: shared/community/permissions). */
export function PostActions({ post, onEdit }: { post: Post; onEdit: () => void }) {
  const [open, setOpen] = useState<Open>('none');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeletePost();
  const mayChange = canChangeOrRemove(user, post.author.id);
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
      <ShareMenu target={{ title: post.title, url: window.location.href }} subject={post.title} />
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
