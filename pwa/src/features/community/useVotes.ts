import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { Comment, MyVote, Post } from '@shared/community/responses';
import { serverMessage } from '@/http/errorMessage';
import { queryKeys } from '@/http/queryKeys';
import { toast } from '@/ui/toast/toastStore';
import { returnStateFor } from '../auth/returnPath';
import { useCurrentUser } from '../auth/useCurrentUser';
import { voteComment, votePost } from './forumApi';
import { patchComment, patchPost } from './forumCache';

type Snapshot = [QueryKey, unknown][];

/** Sends a visitor to sign in (and back here afterwards); true when it did, so the vote is not sent. */
function useSignInFirst() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (user) return false;
    void navigate(LOGIN_PATH, { state: returnStateFor(location) });
    return true;
  };
}

const voteFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Vote failed', description: serverMessage(error) ?? 'Please try again' });

/** The new total once my vote changes from `before` to `after`. */
const recount = (total: number, before: MyVote, after: MyVote) => total - before + after;

/**
 * Votes show at once: every cached copy of the target (listings and the post page) is changed before the call,
 * put back if it fails, and set to the server's totals when it answers. Visitors are sent to sign in instead.
 */
export function usePostVote() {
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();
  const restore = (snapshot: Snapshot) => snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
  const mutation = useMutation({
    mutationFn: ({ post, value }: { post: Post; value: MyVote }) => votePost({ id: post.id, value }),
    onMutate: ({ post, value }) => {
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: queryKeys.posts.all });
      const patch = { voteCount: recount(post.voteCount, post.myVote, value), myVote: value };
      queryClient.setQueriesData({ queryKey: queryKeys.posts.all }, (data: unknown) => patchPost(data, post.id, patch));
      return { snapshot };
    },
    onError: (error, _vote, context) => {
      if (context) restore(context.snapshot);
      voteFailed(error);
    },
    onSuccess: ({ id, voteCount, myVote }) => {
      queryClient.setQueriesData({ queryKey: queryKeys.posts.all }, (data: unknown) => patchPost(data, id, { voteCount, myVote }));
      // Profiles list scores too: refetched when next shown.
      void queryClient.invalidateQueries({ queryKey: ['/api/users'], refetchType: 'none' });
    },
  });
  return (post: Post, value: MyVote) => {
    if (signInFirst()) return;
    mutation.mutate({ post, value });
  };
}

export function useCommentVote(postId: string) {
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();
  const key = queryKeys.posts.detail(postId);
  const mutation = useMutation({
    mutationFn: ({ comment, value }: { comment: Comment; value: MyVote }) => voteComment({ id: comment.id, value }),
    onMutate: ({ comment, value }) => {
      const before = queryClient.getQueryData(key);
      const patch = { upvotes: recount(comment.upvotes, comment.myVote, value), myVote: value };
      queryClient.setQueryData(key, (data: unknown) => patchComment(data, comment.id, patch));
      return { before };
    },
    onError: (error, _vote, context) => {
      if (context) queryClient.setQueryData(key, context.before);
      voteFailed(error);
    },
    onSuccess: ({ id, upvotes, myVote }) => queryClient.setQueryData(key, (data: unknown) => patchComment(data, id, { upvotes, myVote })),
  });
  return (comment: Comment, value: MyVote) => {
    if (signInFirst()) return;
    mutation.mutate({ comment, value });
  };
}
