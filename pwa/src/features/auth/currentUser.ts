import type { CurrentUser } from '@shared/auth/current-user';
import { sessionResources } from '@shared/auth/resources';
import { ApiError } from '@/http/client';
import { callResource } from '@/http/resources';
import { mayBeSignedIn } from './rememberedMember';

/**
 * docs/product/api.md, sessionResources.me: the user, null when signed out (401), else 'Failed to fetch user'. Not asked
 * when no session can be there (rememberedMember.ts, mayBeSignedIn): a visitor's page makes no request that fails.
 */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await callResource(sessionResources.me, {}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error('Failed to fetch user', { cause: error });
  }
}
