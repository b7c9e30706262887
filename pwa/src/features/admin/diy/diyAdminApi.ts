import type { DiyVideoInput } from '@shared/admin/diy-videos';
import { diyVideoSchema, type DiyVideo } from '@shared/diy/schemas';
import { apiRequest, readJson } from '@/http/client';

/** The DIY videos tab's calls (api/diy/admin-routes.ts); every answer is checked against shared/. */

const videoPath = (id: string) => `/api/admin/diy-videos/${encodeURIComponent(id)}`;

export async function createDiyVideo(input: DiyVideoInput): Promise<DiyVideo> {
  return diyVideoSchema.parse(await readJson(await apiRequest('POST', '/api/admin/diy-videos', input)));
}

export async function updateDiyVideo({ id, input }: { id: string; input: DiyVideoInput }): Promise<DiyVideo> {
  return diyVideoSchema.parse(await readJson(await apiRequest('PUT', videoPath(id), input)));
}

export async function deleteDiyVideo(id: string): Promise<void> {
  await apiRequest('DELETE', videoPath(id));
}
