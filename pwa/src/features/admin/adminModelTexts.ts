import { uploadTexts } from '@shared/uploads/limits';

/**
 * Exact texts of docs/product/screens.md, errors.md for admin model management. The upload texts (type, size, success,
 * failure) live in shared/uploads/limits.ts because the API answers 413 with one of them.
 */
export const adminModelTexts = {
  modelCreated: 'Model created successfully',
  modelUpdated: 'Model updated successfully',
  modelDeleted: 'Model deleted successfully',
  createFailed: 'Failed to create model',
  updateFailed: 'Failed to update model',
  deleteFailed: 'Failed to delete model',
  featuredFailed: 'Failed to update featured status',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  fetchImagesFailed: 'Failed to fetch images',
  captionUpdated: 'Caption updated successfully',
  captionFailed: 'Failed to update caption',
  featuredImageUpdated: 'Featured image updated',
  featuredImageFailed: 'Failed to set featured image',
  imageDeleted: uploadTexts.imageDeleted,
  imageDeleteFailed: uploadTexts.imageDeleteFailed,
  /** Not in the product rules: reordering is new, so its failure text is ours. */
  reorderFailed: 'Failed to reorder images',
  confirmDeleteImage: (position: number) => `Are you sure you want to delete image ${position}? This action cannot be undone.`,
  /** Description of a failed call when the server sent no message. */
  tryAgain: 'Please try again.',
} as const;
