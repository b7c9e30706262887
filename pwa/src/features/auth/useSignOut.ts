import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { authTexts } from '@shared/auth/texts';
import { apiRequest } from '@/http/client';
import { forgetMemberDataNotOf } from '@/http/memberOwnedKeys';
import { queryKeys } from '@/http/queryKeys';
import { toast } from '@/ui/toast/toastStore';

/** POST /api/auth/logout, then clear the cached user, confirm and go home (docs/product/states.md, errors.md). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
    },
    onSuccess: async () => {
      // Leave the page first (committed synchronously), so a protected page being left
      // does not see the cleared user and redirect to the sign-in page instead.
      await navigate('/', { flushSync: true });
      // The member's conversations are saved on this device for them alone: gone with their session (shared devices).
      forgetMemberDataNotOf(queryClient, null);
      queryClient.setQueryData(queryKeys.auth.me, null);
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
