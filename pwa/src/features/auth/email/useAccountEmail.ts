import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountEmailResources } from '@shared/auth/account-email-resources';
import { emailAddressResources } from '@shared/auth/email-address-resources';
import type { CurrentUser } from '@shared/auth/current-user';
import type { emailChangeSchema, passwordChangeSchema, passwordResetSchema } from '@shared/auth/schemas';
import { callResource, keyOf } from '@/http/resources';
import { fetchCurrentUser } from '../currentUser';
import { currentUserKey } from '../currentUserKey';

/**
 * The account calls (shared/auth/account-email-resources.ts), one hook each. Each that changes who is
 * signed in, or their address, refreshes the current user.
 */
/** The member's sign-in address (asked each time the settings open: never kept on the device). */
export function useAccountDetails() {
  return useQuery({
    queryKey: keyOf(emailAddressResources.details),
    queryFn: () => callResource(emailAddressResources.details, {}),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callResource(accountEmailResources.requestPasswordReset, { body: { email } }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: z.output<typeof passwordResetSchema>): Promise<CurrentUser> =>
      callResource(accountEmailResources.resetPassword, { body: values }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callResource(accountEmailResources.confirmEmail, { body: { token } }),
    // Read afresh once the confirmation is in: an ask that started with the page (before it) would say unconfirmed.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: currentUserKey });
      queryClient.setQueryData(currentUserKey, await fetchCurrentUser());
      void queryClient.invalidateQueries({ queryKey: keyOf(emailAddressResources.details) });
    },
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (values: z.output<typeof emailChangeSchema>) => callResource(accountEmailResources.changeEmail, { body: values }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: z.output<typeof passwordChangeSchema>) => callResource(accountEmailResources.changePassword, { body: values }),
  });
}
