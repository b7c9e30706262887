import { fetchCurrentUser } from '../../auth/currentUser';

/**
 * Who the server says is signed in on this device: their id, null when nobody is (401), or 'unreachable'.
 * Asked before sending, so a queued event only ever goes out under the session of the member who made it.
 */
export async function signedInMemberId(): Promise<string | null | 'unreachable'> {
  try {
    return (await fetchCurrentUser())?.id ?? null;
  } catch {
    return 'unreachable';
  }
}
