import { catalogueAdminResources as resources } from '@shared/catalogue/admin-resources';
import type { ModelImage, ModelSummary } from '@shared/catalogue/responses';
import type { ModelData } from '@shared/catalogue/schemas';
import { callResource } from '@/http/resources';

/** The Models tab's calls (shared/catalogue/admin-resources.ts); every answer is checked against its declaration. */

export const createModel = (data: ModelData): Promise<ModelSummary> => callResource(resources.createModel, { body: data });

export const updateModel = ({ id, data }: { id: string; data: ModelData }): Promise<ModelSummary> =>
  callResource(resources.updateModel, { params: { id }, body: data });

export const deleteModel = (id: string): Promise<void> => callResource(resources.deleteModel, { params: { id } });

export const setModelFeatured = ({ id, featured }: { id: string; featured: boolean }): Promise<ModelSummary> =>
  callResource(resources.setFeatured, { params: { id }, body: { featured } });

/** Multipart upload, field 'image' plus an optional 'caption'; the browser sets the Content-Type boundary. */
export function uploadModelImage({ id, file, caption }: { id: string; file: File; caption: string }): Promise<ModelImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  if (caption.trim()) form.append('caption', caption.trim());
  return callResource(resources.uploadImage, { params: { id }, body: form });
}

export const updateImageCaption = ({ id, imageId, caption }: { id: string; imageId: string; caption: string }): Promise<ModelImage> =>
  callResource(resources.updateCaption, { params: { id, imageId }, body: { caption: caption.trim() } });

export const featureImage = ({ id, imageId }: { id: string; imageId: string }): Promise<ModelImage> =>
  callResource(resources.featureImage, { params: { id, imageId } });

export const deleteImage = ({ id, imageId }: { id: string; imageId: string }): Promise<void> =>
  callResource(resources.deleteImage, { params: { id, imageId } });

export const reorderImages = ({ id, imageIds }: { id: string; imageIds: string[] }): Promise<ModelImage[]> =>
  callResource(resources.reorderImages, { params: { id }, body: { imageIds } });
