/** What the rest of the API may use of the admin domain. */
import { AdminLog } from './admin-log.entity';
import { Report } from './report.entity';
import { Source } from './source.entity';

/** The admin domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [AdminLog, Report, Source];
