import type { QueryClient } from '@tanstack/react-query';
import { communityTexts } from '@shared/community/texts';
import { queryKeys } from '@/http/queryKeys';
import { onOutboxChange } from '@/outbox/page/outboxChanges';
import { toast } from '@/ui/toast/toastStore';
import { forumKeys } from './forumKeys';

const forumKinds = new Set(['post', 'comment', 'post-vote', 'comment-vote']);

/** Posts, comments and votes made offline are on the server now: the forum shows the server's copy, and says so. */
export function followSentForumWrites(queryClient: QueryClient): () => void {
  return onOutboxChange(({ sent }) => {
    if (!sent.some((report) => forumKinds.has(report.kind))) return;
    // A read already on its way left before these writes landed: cancelled, so its older answer cannot stand in for the
    // read asked again (see rememberSentShowWrites).
    void queryClient
      .cancelQueries({ queryKey: forumKeys.allPosts })
      .then(() => queryClient.invalidateQueries({ queryKey: forumKeys.allPosts }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
    toast({ title: communityTexts.sentTitle, description: communityTexts.sentDescription });
  });
}
