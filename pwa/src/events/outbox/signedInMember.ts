import { currentUserSchema } from '../../../../shared/auth/schemas';

/**
 * Who the server says is signed in on this device: their id, null when nobody is (401), or 'unreachable'.
 * Asked before sending, so a queued event only ever goes out under the session of the member who made it.
 */
export async function signedInMemberId(): Promise<string | null | 'unreachable'> {
  let response: Response;
  try {
    response = await fetch('/api/auth/me', { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return 'unreachable';
  }
  if (response.status === 401) return null;
  if (!response.ok) return 'unreachable';
  const user = currentUserSchema.safeParse(await response.json().catch(() => null));
  return user.success ? user.data.id : 'unreachable';
}
