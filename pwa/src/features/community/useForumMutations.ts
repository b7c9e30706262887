import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/http/errorMessage';
import { queryKeys } from '@/http/queryKeys';
import { toast } from '@/ui/toast/toastStore';
import { createComment, deleteComment, deletePost, reportContent, updateComment, updatePost } from './forumApi';

/** A failed forum write says what failed and, when the server explains, why (SPEC §8 toasts). */
export const failureToast = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: serverMessage(error) ?? 'Please try again' });

/** After a write the post page refetches; listings and profiles refetch when next shown. */
function useForumRefresh(postId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.posts.detail(postId), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['/api/users'], refetchType: 'none' });
  };
}

export function useCreateComment(postId: string) {
  const refresh = useForumRefresh(postId);
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string }) => createComment({ postId, input }),
    onSuccess: refresh,
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
      queryClient.removeQueries({ queryKey: queryKeys.posts.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/users'], refetchType: 'none' });
    },
    onError: failureToast('Failed to delete post'),
  });
}

/** Reports answer 409 when I already reported the target: the caller shows that message in the dialog. */
export function useReport() {
  return useMutation({ mutationFn: reportContent });
}
