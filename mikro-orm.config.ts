import { DATABASE_SCHEMA } from './api/app';
import { createOrmConfig } from './api/base/db/orm-config';

/** For MikroORM's own command line: the app's tables on DATABASE_URL (`npm run db:migration:create` builds its own). */
export default createOrmConfig(process.env.DATABASE_URL ?? 'postgres://localhost/pontiac', DATABASE_SCHEMA);
