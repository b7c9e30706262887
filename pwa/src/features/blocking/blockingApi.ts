import type { BlockedMember } from '@shared/users/blocking';
import { blockResources } from '@shared/users/block-resources';
import { callResource } from '@/http/resources';

/** The members the signed-in member blocked, newest first. */
export const fetchBlockedMembers = (signal: AbortSignal): Promise<BlockedMember[]> => callResource(blockResources.list, {}, { signal });

/** Both answer 204 and may be repeated. */
export const blockMember = (memberId: string): Promise<void> => callResource(blockResources.block, { params: { id: memberId } });

export const unblockMember = (memberId: string): Promise<void> => callResource(blockResources.unblock, { params: { id: memberId } });
