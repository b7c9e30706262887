/** docs/product/validation.md, limits.md: uploaded images are at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Exact texts of docs/product/validation.md, errors.md for image uploads. */
export const uploadTexts = {
  invalidType: 'Invalid file type',
  invalidTypeDescription: 'Please select an image file',
  tooLarge: 'File too large',
  tooLargeDescription: 'Please select an image smaller than 5MB',
  uploadFailed: 'Upload failed',
  uploadFailedFallback: 'Failed to upload image',
  uploadSucceeded: 'Upload successful',
  uploadSucceededDescription: 'Image has been uploaded successfully',
  imageDeleted: 'Image deleted successfully',
  imageDeleteFailed: 'Failed to delete image',
  // The S3-compatible store behind the uploads does not answer (api/base/uploads/bucket-store.ts).
  storeUnavailable: 'Images are briefly unavailable. Please try again in a moment.',
  // How an upload request itself went wrong (api/base/uploads/multipart.ts).
  notMultipart: 'Send the image as multipart/form-data in the field "image"',
  notOneImage: 'Send exactly one image, in the field "image"',
  noImage: 'No image was sent: use the field "image"',
  malformedMultipart: 'The upload was cut short or is not valid multipart/form-data: send the image again',
} as const;
