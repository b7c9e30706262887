import { currentUserSchema } from '@shared/auth/current-user';

/** Who the server says is signed in on this device (`memberId` null when nobody is), if it could be asked. */
export type SignedInMember = { reachable: true; memberId: string | null } | { reachable: false };

/** Asks GET /api/auth/me with plain fetch, so the service worker can ask too; the page passes the member it knows. */
export async function signedInMember(): Promise<SignedInMember> {
  try {
    const response = await fetch('/api/auth/me', { credentials: 'same-origin', cache: 'no-store' });
    if (response.status === 401) return { reachable: true, memberId: null };
    if (!response.ok) return { reachable: false };
    return { reachable: true, memberId: currentUserSchema.parse(await response.json()).id };
  } catch {
    return { reachable: false };
  }
}
