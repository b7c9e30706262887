import { useMutation } from '@tanstack/react-query';
import { emailAddressResources } from '@shared/auth/email-address-resources';
import { callResource } from '@/http/resources';

/** Sends the member's confirmation link again (the banner on every page: apart from the pages' own calls). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => callResource(emailAddressResources.resendConfirmation, {}) });
}
