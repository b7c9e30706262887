import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/http/queryKeys';
import { communityTexts } from '@shared/community/texts';
import { useOutboxMember } from '@/features/auth';
import { toast } from '@/ui/toast/toastStore';
import { submit, writeFailureMessage } from '@/outbox/page/submit';
import { deleteComment, deletePost, reportContent, updateComment, updatePost } from './forumApi';
import { forumKeys } from './forumKeys';
import { siteStatsResources } from '@shared/stats/resources';
import { keyOf } from '@/http/resources';

/** A failed forum write says what failed and, when the server explains, why (docs/product/errors.md toasts). */
export const failureToast = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: writeFailureMessage(error) ?? 'Please try again' });

/** After a write the post page refetches; listings and profiles refetch when next shown. */
function useForumRefresh(postId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: forumKeys.post(postId), exact: true });
    void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
  };
}

/**
 * A comment goes through the outbox with its own id: sent now when the server answers, otherwise kept on the device
 * (shown as waiting under the post) and sent once, later. A refusal rejects, so the form keeps the text.
 */
export function useCreateComment(postId: string) {
  const refresh = useForumRefresh(postId);
  const { member } = useOutboxMember();
  return useMutation({
    mutationFn: async ({ body, parentId }: { body: string; parentId?: string }) => {
      if (!member) throw new Error('Please sign in to comment');
      const payload = { id: crypto.randomUUID(), body, parentId: parentId ?? null };
      return (await submit({ kind: 'comment', postId, payload }, member)).result;
    },
    onSuccess: async (result) => {
      if (result === 'sent') return refresh();
      toast({
        title: result === 'queued' ? communityTexts.queuedTitle : communityTexts.needsSignIn,
        description: communityTexts.queuedComment,
      });
    },
    onError: failureToast('Failed to post comment'),
  });
}

export function useUpdateComment(postId: string) {
  const refresh = useForumRefresh(postId);
  return useMutation({ mutationFn: updateComment, onSuccess: refresh, onError: failureToast('Failed to update comment') });
}

export function useDeleteComment(postId: string) {
  const refresh = useForumRefresh(postId);
  return useMutation({ mutationFn: deleteComment, onSuccess: refresh, onError: failureToast('Failed to delete comment') });
}

export function useUpdatePost(postId: string) {
  const refresh = useForumRefresh(postId);
  return useMutation({ mutationFn: updatePost, onSuccess: refresh, onError: failureToast('Failed to update post') });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: forumKeys.post(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: keyOf(siteStatsResources.counts), refetchType: 'none' });
    },
    onError: failureToast('Failed to delete post'),
  });
}

/** Reports answer 409 when I already reported the target: the caller shows that message in the dialog. */
export function useReport() {
  return useMutation({ mutationFn: reportContent });
}
