import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122040023 } from './Migration20261122040023';
import { Migration20261122044308 } from './Migration20261122044308';
import { Migration20261122054828 } from './Migration20261122054828';

/** Committed migrations, in order. `npm run db:migration:create` writes a new file; add it here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122040023', class: Migration20261122040023 },
  { name: 'Migration20261122044308', class: Migration20261122044308 },
  { name: 'Migration20261122054828', class: Migration20261122054828 },
];
