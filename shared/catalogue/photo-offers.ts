import { z } from 'zod';

/**
 * A member's garage photo offered for their model's catalogue page: it waits for an admin's review, then
 * is approved (public, credited to the member, who may withdraw it) or declined with a reason. Nothing a member
 * uploads reaches a catalogue page by itself.
 */
export const PHOTO_OFFER_STATES = ['waiting', 'approved', 'declined', 'withdrawn'] as const;
export type PhotoOfferState = (typeof PHOTO_OFFER_STATES)[number];
export const DECLINE_REASON_MAX = 300;

export const photoOfferTexts = {
  offer: (modelName: string) => `Offer for the ${modelName} page`,
  waiting: 'Waiting for an admin’s review',
  approved: (modelName: string) => `On the ${modelName} page`,
  declined: (reason: string) => `Declined: ${reason}`,
  withdraw: 'Withdraw',
  offered: 'Photo offered: an admin will review it.',
  withdrawn: 'Photo withdrawn from the model page.',
  offerFailed: 'The photo could not be offered',
  notYourPhoto: 'That photo is not one of this car’s',
  alreadyOffered: 'This photo is already offered or on the model page',
  offerNotFound: 'No such photo offer',
  alreadyDecided: 'This photo has already been reviewed',
  notWaitingOrApproved: 'Only a waiting or approved photo can be withdrawn',
  reasonRequired: 'Say why the photo is declined',
  reasonTooLong: `Keep the reason to ${DECLINE_REASON_MAX} characters`,
  // The admin's Pictures tab.
  queueTitle: 'Photos offered for model pages',
  queueEmpty: 'No photo waits for review.',
  approve: 'Approve',
  decline: 'Decline',
  declineReason: 'Why is it declined?',
  approvedToast: 'Photo approved: it is on the model page.',
  declinedToast: 'Photo declined.',
  offeredBy: (name: string, car: string) => `${car}, offered by ${name}`,
} as const;

export const photoOfferSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  photoUrl: z.string(),
  modelSlug: z.string(),
  state: z.enum(PHOTO_OFFER_STATES),
  /** Why an admin declined it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PhotoOffer = z.infer<typeof photoOfferSchema>;

/** An offer as the admin's queue shows it: with the member and the car. */
export const reviewedPhotoOfferSchema = photoOfferSchema.extend({
  member: z.object({ id: z.uuid(), username: z.string(), name: z.string() }),
  carYear: z.number().int(),
  modelName: z.string(),
});
export type ReviewedPhotoOffer = z.infer<typeof reviewedPhotoOfferSchema>;

export const photoOfferListSchema = z.object({ items: z.array(photoOfferSchema) });
export const reviewedPhotoOfferListSchema = z.object({ items: z.array(reviewedPhotoOfferSchema) });

/** Which photo of the car is offered: one of its own `/uploads/…` addresses. */
export const offerPhotoInputSchema = z.object({ photoUrl: z.string().regex(/^\/uploads\/[\w.-]+$/, photoOfferTexts.notYourPhoto) });
export const declinePhotoInputSchema = z.object({
  reason: z.string().trim().min(1, photoOfferTexts.reasonRequired).max(DECLINE_REASON_MAX, photoOfferTexts.reasonTooLong),
});
export const photoOfferParams = z.object({ id: z.uuid(photoOfferTexts.offerNotFound) });
export const photoOfferCarParams = z.object({ id: z.uuid('Car not found') });
export const reviewQueueQuerySchema = z.object({ state: z.enum(PHOTO_OFFER_STATES).default('waiting') });
