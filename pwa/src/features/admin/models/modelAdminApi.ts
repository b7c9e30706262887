import {
  modelImageListSchema,
  modelImageSchema,
  modelSummarySchema,
  type ModelImage,
  type ModelSummary,
} from '@shared/catalogue/responses';
import type { ModelData } from '@shared/catalogue/schemas';
import { apiRequest, readJson } from '@/http/client';

/** The admin calls of docs/product/api.md for models and their galleries; every answer is checked against shared/. */

const modelPath = (id: string) => `/api/admin/models/${encodeURIComponent(id)}`;
const imagesPath = (id: string) => `${modelPath(id)}/images`;
const imagePath = (id: string, imageId: string) => `${imagesPath(id)}/${encodeURIComponent(imageId)}`;

export async function createModel(data: ModelData): Promise<ModelSummary> {
  return modelSummarySchema.parse(await readJson(await apiRequest('POST', '/api/admin/models', data)));
}

export async function updateModel({ id, data }: { id: string; data: ModelData }): Promise<ModelSummary> {
  return modelSummarySchema.parse(await readJson(await apiRequest('PUT', modelPath(id), data)));
}

export async function deleteModel(id: string): Promise<void> {
  await apiRequest('DELETE', modelPath(id));
}

export async function setModelFeatured({ id, featured }: { id: string; featured: boolean }): Promise<ModelSummary> {
  return modelSummarySchema.parse(await readJson(await apiRequest('PATCH', `${modelPath(id)}/featured`, { featured })));
}

/** Multipart upload, field 'image' plus an optional 'caption'; the browser sets the Content-Type boundary. */
export async function uploadModelImage({ id, file, caption }: { id: string; file: File; caption: string }): Promise<ModelImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  if (caption.trim()) form.append('caption', caption.trim());
  return modelImageSchema.parse(await readJson(await apiRequest('POST', imagesPath(id), form)));
}

export async function updateImageCaption({ id, imageId, caption }: { id: string; imageId: string; caption: string }): Promise<ModelImage> {
  return modelImageSchema.parse(await readJson(await apiRequest('PUT', imagePath(id, imageId), { caption: caption.trim() })));
}

export async function featureImage({ id, imageId }: { id: string; imageId: string }): Promise<ModelImage> {
  return modelImageSchema.parse(await readJson(await apiRequest('PUT', `${imagePath(id, imageId)}/feature`)));
}

export async function deleteImage({ id, imageId }: { id: string; imageId: string }): Promise<void> {
  await apiRequest('DELETE', imagePath(id, imageId));
}

export async function reorderImages({ id, imageIds }: { id: string; imageIds: string[] }): Promise<ModelImage[]> {
  return modelImageListSchema.parse(await readJson(await apiRequest('PUT', `${imagesPath(id)}/order`, { imageIds })));
}
