import { IMAGE_MAX_BYTES, uploadTexts } from '@shared/uploads/limits';

/** docs/product/validation.md client checks before an upload: the reason a file is refused, as toast texts, or null. */
export function imageFileProblem(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: uploadTexts.invalidType, description: uploadTexts.invalidTypeDescription };
  if (file.size > IMAGE_MAX_BYTES) return { title: uploadTexts.tooLarge, description: uploadTexts.tooLargeDescription };
  return null;
}
