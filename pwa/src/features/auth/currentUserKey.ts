import { sessionResources } from '@shared/auth/resources';
import { keyOf } from '@/http/resources';

/** The one query that says who is signed in (GET /api/auth/me): set on sign-in, up and out, refreshed after a change. */
export const currentUserKey = keyOf(sessionResources.me);
