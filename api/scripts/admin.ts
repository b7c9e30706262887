/** `npm run admin -- --email E --password P`: creates that admin, or promotes the account and sets its password. */
import { parseArgs } from 'node:util';
import { emailSchema, registerSchema } from '../../shared/auth/schemas';
import { loadConfig } from '../base/config';
import { startDatabase } from '../base/db/embedded-postgres';
import { DATABASE_SCHEMA } from '../app';
import { connectAndMigrate } from '../base/db/orm';
import { ensureAdmin } from '../auth';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = emailSchema.safeParse(values.email ?? '');
const password = registerSchema.shape.password.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error('Usage: npm run admin -- --email you@example.com --password "at least 6 characters"');
  process.exit(2);
}

const config = loadConfig();
const database = await startDatabase(config);
const orm = await connectAndMigrate(database.clientUrl, DATABASE_SCHEMA);
try {
  const admin = await ensureAdmin(orm.em.fork(), email.data, password.data);
  console.log(`Admin ready: ${admin.email}`);
} finally {
  await orm.close();
  await database.stop();
}
