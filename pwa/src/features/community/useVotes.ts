import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { Comment } from '@shared/community/thread-responses';
import type { MyVote, Post } from '@shared/community/responses';
import { communityTexts } from '@shared/community/texts';
import { queryKeys } from '@/http/queryKeys';
import type { ForumWrite } from '@/outbox/types';
import { toast } from '@/ui/toast/toastStore';
import { returnStateFor, useOutboxMember } from '@/features/auth';
import { patchComment, patchPost } from './forumCache';
import { submit, writeFailureMessage, type SubmitAnswer } from '@/outbox/page/submit';
import { forumKeys } from './forumKeys';

type Snapshot = [QueryKey, unknown][];

/**
 * Who votes: the member on this device (signed in, or last signed in when the server cannot be asked). A visitor is
 * sent to sign in and back here instead; then the vote is not sent.
 */
function useVoter() {
  const { member } = useOutboxMember();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (!member) void navigate(LOGIN_PATH, { state: returnStateFor(location) });
    return member;
  };
}

const voteFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Vote failed', description: writeFailureMessage(error) ?? 'Please try again' });

/** A vote left on the device says so once; the buttons then show it as waiting until it is sent. */
function sayIfQueued(result: SubmitAnswer['result']) {
  if (result === 'queued') toast({ title: communityTexts.queuedTitle, description: communityTexts.queuedVote });
  if (result === 'needs-sign-in')
    toast({ variant: 'destructive', title: communityTexts.needsSignIn, description: communityTexts.queuedVote });
}

/** The new total once my vote changes from `before` to `after`. */
const recount = (total: number, before: MyVote, after: MyVote) => total - before + after;

/**
 * Votes show at once: every cached copy of the target (listings and the post page) is changed before the call, put
 * back if the server refuses it, and fetched again once it is sent. A vote made with no signal waits in the outbox.
 */
export function usePostVote() {
  const queryClient = useQueryClient();
  const voter = useVoter();
  const restore = (snapshot: Snapshot) => snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
  const mutation = useMutation({
    mutationFn: ({ write, member }: { post: Post; value: MyVote; write: ForumWrite; member: { id: string; name: string } }) =>
      submit(write, member).then((answer) => answer.result),
    onMutate: ({ post, value }) => {
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: forumKeys.allPosts });
      const patch = { voteCount: recount(post.voteCount, post.myVote, value), myVote: value };
      queryClient.setQueriesData({ queryKey: forumKeys.allPosts }, (data: unknown) => patchPost(data, post.id, patch));
      return { snapshot };
    },
    onError: (error, _vote, context) => {
      if (context) restore(context.snapshot);
      voteFailed(error);
    },
    onSuccess: (result) => {
      sayIfQueued(result);
      if (result !== 'sent') return;
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      // Profiles list scores too: refetched when next shown.
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
    },
  });
  return (post: Post, value: MyVote) => {
    const member = voter();
    if (member) mutation.mutate({ post, value, member, write: { kind: 'post-vote', postId: post.id, value } });
  };
}

export function useCommentVote(postId: string) {
  const queryClient = useQueryClient();
  const voter = useVoter();
  const key = forumKeys.post(postId);
  const mutation = useMutation({
    mutationFn: ({ write, member }: { comment: Comment; value: MyVote; write: ForumWrite; member: { id: string; name: string } }) =>
      submit(write, member).then((answer) => answer.result),
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
    onSuccess: (result) => {
      sayIfQueued(result);
      if (result === 'sent') void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
  return (comment: Comment, value: MyVote) => {
    const member = voter();
    if (member) mutation.mutate({ comment, value, member, write: { kind: 'comment-vote', postId, commentId: comment.id, value } });
  };
}
