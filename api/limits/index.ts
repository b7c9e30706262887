/** What the rest of the API may use of the limits domain. */
import { AuthAttempt } from './auth-attempt.entity';
import { RateLimitHit } from './rate-limit-hit.entity';

/** The limits domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [AuthAttempt, RateLimitHit];
