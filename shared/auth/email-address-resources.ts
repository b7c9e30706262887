import { declareResource } from '../http/resource';
import { accountDetailsSchema, messageAnswerSchema } from './message-answer';

/**
 * The member's own address and sending its confirmation link again: asked from the banner on every page and
 * named by the device's storage rules, so apart from the other account calls (./account-email-resources.ts), whose
 * schemas load only with their pages.
 */
export const emailAddressResources = {
  /** The signed-in member's address and whether it is confirmed (the account settings page). */
  details: declareResource({
    method: 'GET',
    path: '/api/auth/account',
    response: accountDetailsSchema,
    access: 'signed-in',
    device: 'not-kept',
  }),
  /** Sends the signed-in member's confirmation link again (409 once confirmed, 429 past the limit). */
  resendConfirmation: declareResource({
    method: 'POST',
    path: '/api/auth/email/confirmation',
    response: messageAnswerSchema,
    errors: [409, 429],
    access: 'signed-in',
    device: 'not-kept',
  }),
};
