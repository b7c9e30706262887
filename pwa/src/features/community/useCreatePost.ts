import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostCreateData } from '@shared/community/forum-schemas';
import type { PostDetail } from '@shared/community/thread-responses';
import { communityTexts } from '@shared/community/texts';
import { uploadTexts } from '@shared/uploads/limits';
import { queryKeys } from '@/http/queryKeys';
import { useOutboxMember } from '@/features/auth';
import { toast } from '@/ui/toast/toastStore';
import { submit, WriteRefused } from '@/outbox/page/submit';
import { failureToast } from './useForumMutations';
import { forumKeys } from './forumKeys';
import { siteStatsResources } from '@shared/stats/resources';
import { keyOf } from '@/http/resources';

/**
 * A new post goes through the outbox with its own id: published now when the server answers, otherwise kept on the
 * device (its community lists it as waiting) and published once, later. Answers the post's id and what happened.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const { member } = useOutboxMember();
  return useMutation({
    mutationFn: async ({ input, communityName, image }: { input: PostCreateData; communityName: string; image: File | null }) => {
      if (!member) throw new Error('Please sign in to post');
      const id = crypto.randomUUID();
      const write = { kind: 'post' as const, payload: { ...input, id }, communityName, image: image && { blob: image, name: image.name } };
      try {
        const answer = await submit(write, member);
        return { id, result: answer.result, post: answer.result === 'sent' && answer.sent?.kind === 'post' ? answer.sent.post : undefined };
      } catch (error) {
        if (!(error instanceof WriteRefused && error.created)) throw error;
        // The post is online without its picture: say so, and open it.
        toast({ variant: 'destructive', title: uploadTexts.uploadFailed, description: error.message || uploadTexts.uploadFailedFallback });
        return { id, result: 'sent' as const, post: undefined };
      }
    },
    onSuccess: ({ result, post }) => {
      if (result === 'sent') toast({ title: 'Post created' });
      else
        toast({
          title: result === 'queued' ? communityTexts.queuedTitle : communityTexts.needsSignIn,
          description: communityTexts.queuedPost,
        });
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
      // The home page's post count.
      void queryClient.invalidateQueries({ queryKey: keyOf(siteStatsResources.counts), refetchType: 'none' });
      // The post page opens next: the create's own answer is the post (no comments yet), so it need not be asked again.
      if (post) queryClient.setQueryData(forumKeys.post(post.id), { ...post, comments: [] } satisfies PostDetail);
    },
    onError: failureToast('Failed to create post'),
  });
}
