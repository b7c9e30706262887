import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authTexts } from '@shared/auth/texts';
import { sessionResources } from '@shared/auth/resources';
import { callResource } from '@/http/resources';
import { forgetMemberDataNotOf } from '@/http/memberOwnedKeys';
import { toast } from '@/ui/toast/toastStore';
import { currentUserKey } from './currentUserKey';
import { rememberMember } from './rememberedMember';

/** POST /api/auth/logout, then clear the cached user, confirm and go home (docs/product/states.md, errors.md). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      await callResource(sessionResources.logout, {});
    },
    onSuccess: async () => {
      // Leave the page first (committed synchronously), so a protected page being left
      // does not see the cleared user and redirect to the sign-in page instead.
      await navigate('/', { flushSync: true });
      // The member's conversations are saved on this device for them alone: gone with their session (shared devices).
      forgetMemberDataNotOf(queryClient, null);
      queryClient.setQueryData(currentUserKey, null);
      rememberMember(null);
      toast({ title: authTexts.signedOut, description: authTexts.signedOutDescription });
    },
    onError: () => {
      toast({
        title: authTexts.signOutErrorTitle,
        description: authTexts.signOutErrorDescription,
        variant: 'destructive',
      });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
