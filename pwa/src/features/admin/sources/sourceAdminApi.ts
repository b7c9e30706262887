import { adminResources } from '@shared/admin/resources';
import type { Source, SourceInput } from '@shared/admin/sources';
import { callResource } from '@/http/resources';

/** The Sources tab's calls (shared/admin/resources.ts); every answer is checked against its declaration. */

export const createSource = (input: SourceInput): Promise<Source> => callResource(adminResources.createSource, { body: input });

export const updateSource = ({ id, input }: { id: string; input: SourceInput }): Promise<Source> =>
  callResource(adminResources.updateSource, { params: { id }, body: input });

export const deleteSource = (id: string): Promise<void> => callResource(adminResources.deleteSource, { params: { id } });

/** Fetch now: the server reads the site's robots.txt and answers the source with what it found. */
export const fetchSourceNow = (id: string): Promise<Source> => callResource(adminResources.fetchSource, { params: { id } });
