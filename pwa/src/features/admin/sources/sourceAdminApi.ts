import { sourceSchema, type Source, type SourceInput } from '@shared/admin/sources';
import { apiRequest, readJson } from '@/http/client';

/** The Sources tab's calls (api/admin/source-routes.ts); every answer is checked against shared/. */

const sourcePath = (id: string) => `/api/admin/sources/${encodeURIComponent(id)}`;

export async function createSource(input: SourceInput): Promise<Source> {
  return sourceSchema.parse(await readJson(await apiRequest('POST', '/api/admin/sources', input)));
}

export async function updateSource({ id, input }: { id: string; input: SourceInput }): Promise<Source> {
  return sourceSchema.parse(await readJson(await apiRequest('PUT', sourcePath(id), input)));
}

export async function deleteSource(id: string): Promise<void> {
  await apiRequest('DELETE', sourcePath(id));
}

/** Fetch now: the server reads the site's robots.txt and answers the source with what it found. */
export async function fetchSourceNow(id: string): Promise<Source> {
  return sourceSchema.parse(await readJson(await apiRequest('POST', `${sourcePath(id)}/fetch`)));
}
