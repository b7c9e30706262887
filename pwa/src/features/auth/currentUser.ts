import { currentUserSchema, type CurrentUser } from '@shared/auth/current-user';
import { ApiError, apiRequest, readJson } from '@/http/client';

/** docs/product/api.md GET /api/auth/me: the user, null when signed out (401), else 'Failed to fetch user'. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    const response = await apiRequest('GET', '/api/auth/me', undefined, { signal });
    return currentUserSchema.parse(await readJson(response));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error('Failed to fetch user', { cause: error });
  }
}
