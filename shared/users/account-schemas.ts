import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../auth/limits';
import { eventTexts } from '../events/texts';
import { withoutBidiControls } from '../text/bidi';
import { CAR_CONDITIONS } from '../valuations/car-value';

/** Column sizes of users.location and garage_cars; bio and notes are text columns, bounded here. */
export const LOCATION_MAX_LENGTH = 120;
export const BIO_MAX_LENGTH = 500;
export const CAR_TRIM_MAX_LENGTH = 100;
export const CAR_ENGINE_MAX_LENGTH = 120;
export const CAR_COLOR_MAX_LENGTH = 60;
export const CAR_NOTES_MAX_LENGTH = 2000;
export const CAR_MODEL_SLUG_MAX_LENGTH = 100;
/** docs/product/validation.md: at most 5 photos, as for events. */
export const GARAGE_MAX_PHOTOS = 5;
/** A VIN as cars of 1958-1989 carry it: 13 characters until 1980, 17 (never I, O or Q) from 1981. */
export const VIN_PATTERN = /^(?:[A-Z0-9]{13}|[A-HJ-NPR-Z0-9]{17})$/;

/** Texts of the profile editor and the garage; the forms, toasts and API all read them from here. */
export const accountTexts = {
  garageRateLimited: 'You are changing your garage too often. Please wait a few minutes and try again.',
  photoRateLimited: 'You are uploading photos too often. Please wait a few minutes before uploading another.',
  nameRequired: 'Name is required',
  editProfile: 'Edit Profile',
  profileUpdated: 'Profile updated',
  profileUpdateFailed: 'Failed to update profile',
  avatarUpdated: 'Profile photo updated',
  avatarRemoved: 'Profile photo removed',
  avatarFailed: 'Failed to update profile photo',
  addCar: 'Add Car',
  editCar: 'Edit Car',
  carAdded: 'Car added to your garage',
  carUpdated: 'Car updated',
  carDeleted: 'Car removed from your garage',
  carSaveFailed: 'Failed to save car',
  carDeleteFailed: 'Failed to delete car',
  deleteCarTitle: 'Delete this car?',
  deleteCarMessage: 'The car and its photos will be removed from your garage. This cannot be undone.',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  unknownModel: 'Choose a model from the catalogue',
  yearOutsideModel: (modelName: string, years: string) => `The ${modelName} was built in ${years}; choose one of those years`,
  carNotFound: 'Car not found',
  conditionLabel: 'Condition',
  conditionUnset: 'Not stated',
  conditionInvalid: 'Condition must be #1, #2, #3 or #4',
  vinLabel: 'VIN (optional)',
  vinInvalid: 'A VIN is 13 characters (1958-1980) or 17 (1981 on), letters and digits (17-character VINs never use I, O or Q)',
  vinFlagged: 'The VIN does not match this car',
  photoNotFound: 'That photo does not exist for this car',
  ownerRequired: 'Only the owner can change this car',
  ownerOrAdminRequired: 'Only the owner or an administrator can remove this',
  // docs/product/validation.md photo limit texts, shared with the event form.
  maxPhotos: eventTexts.maxImages,
  maxPhotosDescription: eventTexts.maxImagesDescription,
} as const;

/** Optional and nullable; an empty or blank field becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** PUT /api/users/me: the member's own name, location and bio. */
export const accountUpdateSchema = z.object({
  name: withoutBidiControls(
    z
      .string({ error: accountTexts.nameRequired })
      .trim()
      .min(1, accountTexts.nameRequired)
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
    'Name',
  ),
  location: optionalText('Location', LOCATION_MAX_LENGTH),
  bio: optionalText('Bio', BIO_MAX_LENGTH),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** POST /api/garage and PUT /api/garage/{id}. The year is checked against the model's years on the server. */
export const garageCarInputSchema = z.object({
  modelSlug: z
    .string({ error: accountTexts.modelRequired })
    .trim()
    .min(1, accountTexts.modelRequired)
    .max(CAR_MODEL_SLUG_MAX_LENGTH, accountTexts.unknownModel),
  year: z
    .number({ error: accountTexts.yearRequired })
    .int('Year must be a whole number')
    .meta({ description: 'A year the model was built in (GET /api/models/{model} lists them); another year is refused' }),
  trim: optionalText('Trim', CAR_TRIM_MAX_LENGTH),
  engine: optionalText('Engine', CAR_ENGINE_MAX_LENGTH),
  exteriorColor: optionalText('Exterior color', CAR_COLOR_MAX_LENGTH),
  notes: optionalText('Notes', CAR_NOTES_MAX_LENGTH),
  /** The value guide's tier, #1 to #4 (shared/valuations/car-value.ts); null when the owner has not said. */
  condition: z
    .literal(CAR_CONDITIONS, { error: accountTexts.conditionInvalid })
    .nullish()
    .transform((value) => value ?? null),
  /** Optional; stored as typed (trimmed, upper-cased) even when it disagrees with the car (then flagged). */
  vin: z
    .string({ error: accountTexts.vinInvalid })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || VIN_PATTERN.test(value), accountTexts.vinInvalid)
    .meta({
      description: `${accountTexts.vinInvalid}; blank for none. Letters may be sent in either case.`,
      pattern: '^\\s*(?:[A-Za-z0-9]{13}|[A-HJ-NPR-Za-hj-npr-z0-9]{17})?\\s*$',
    })
    .nullish()
    .transform((value) => value || null),
});
export type GarageCarInput = z.input<typeof garageCarInputSchema>;
export type GarageCarData = z.output<typeof garageCarInputSchema>;

export const garageCarParams = z.object({ id: z.uuid('Car not found') });
/** A photo is addressed by its position (0 to 4) or by its id, the generated name of its file without extension. */
export const garagePhotoParams = z.object({
  id: z.uuid('Car not found'),
  photo: z.union([z.uuid(), z.string().regex(/^\d$/)], 'A photo is addressed by its position (0 to 4) or its id'),
});

/** A photo's id: the generated name of its file (/uploads/{id}.jpg). */
export const photoIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
