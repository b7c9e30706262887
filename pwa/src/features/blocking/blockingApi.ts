import { blockedMemberListSchema, type BlockedMember } from '@shared/users/blocking';
import { apiRequest, getJson } from '@/http/client';

const blockPath = (memberId: string) => `/api/users/${encodeURIComponent(memberId)}/block`;

/** The members the signed-in member blocked, newest first. */
export async function fetchBlockedMembers(signal: AbortSignal): Promise<BlockedMember[]> {
  return blockedMemberListSchema.parse(await getJson('/api/users/me/blocks', { signal }));
}

/** Both answer 204 and may be repeated. */
export async function blockMember(memberId: string): Promise<void> {
  await apiRequest('PUT', blockPath(memberId));
}

export async function unblockMember(memberId: string): Promise<void> {
  await apiRequest('DELETE', blockPath(memberId));
}
