import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/http/queryKeys';
import { toast } from '@/ui/toast/toastStore';
import { createPost } from './forumApi';
import { failureToast } from './useForumMutations';

/** POST /api/posts; the listings and the author's profile show the new post when next loaded. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      toast({ title: 'Post created' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/users'], refetchType: 'none' });
    },
    onError: failureToast('Failed to create post'),
  });
}
