import { AdminLog } from './activity-log/admin-log.entity';
import { User } from './identity/user.entity';
import { AuthAttempt } from './limits/auth-attempt.entity';
import { RateLimitHit } from './limits/rate-limit-hit.entity';

/** The base's own tables (every domain's rows point at a user; the limits and the activity log serve them all). */
export const entities = [User, AdminLog, AuthAttempt, RateLimitHit];
