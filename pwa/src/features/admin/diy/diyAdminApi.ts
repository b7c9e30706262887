import type { DiyVideoInput } from '@shared/diy/admin';
import { diyAdminResources } from '@shared/diy/admin-resources';
import type { DiyVideo } from '@shared/diy/schemas';
import { callResource } from '@/http/resources';

/** The DIY videos tab's calls (shared/diy/resources.ts); every answer is checked against its declaration. */

export const createDiyVideo = (input: DiyVideoInput): Promise<DiyVideo> => callResource(diyAdminResources.create, { body: input });

export const updateDiyVideo = ({ id, input }: { id: string; input: DiyVideoInput }): Promise<DiyVideo> =>
  callResource(diyAdminResources.update, { params: { id }, body: input });

export const deleteDiyVideo = (id: string): Promise<void> => callResource(diyAdminResources.delete, { params: { id } });
