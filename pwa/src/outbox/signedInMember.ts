import { currentUserSchema } from '@shared/auth/schemas';

/**
 * Who the server says is signed in on this device: their id, null when nobody is (401), or 'unreachable'.
 * Plain fetch, so the service worker can ask too; the page passes the member it already knows instead.
 */
export async function signedInMemberId(): Promise<string | null | 'unreachable'> {
  try {
    const response = await fetch('/api/auth/me', { credentials: 'same-origin', cache: 'no-store' });
    if (response.status === 401) return null;
    if (!response.ok) return 'unreachable';
    return currentUserSchema.parse(await response.json()).id;
  } catch {
    return 'unreachable';
  }
}
