import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122040023 } from './Migration20261122040023';
import { Migration20261122044308 } from './Migration20261122044308';
import { Migration20261122054828 } from './Migration20261122054828';
import { Migration20261123120000 } from './Migration20261123120000';
import { Migration20261123120100 } from './Migration20261123120100';
import { Migration20261123120200 } from './Migration20261123120200';
import { Migration20261123150000 } from './Migration20261123150000';
import { Migration20261123160000 } from './Migration20261123160000';
import { Migration20261123170000 } from './Migration20261123170000';
import { Migration20261123170100 } from './Migration20261123170100';
import { Migration20261123170200 } from './Migration20261123170200';
import { Migration20261123170300 } from './Migration20261123170300';
import { Migration20261123170400 } from './Migration20261123170400';
import { Migration20261123180000 } from './Migration20261123180000';
import { Migration20261123200000 } from './Migration20261123200000';
import { Migration20261123210000 } from './Migration20261123210000';
import { Migration20261124000000 } from './Migration20261124000000';
import { Migration20261126070000 } from './Migration20261126070000';
import { Migration20261126080000 } from './Migration20261126080000';
import { Migration20261126120000 } from './Migration20261126120000';
import { Migration20261127000000 } from './Migration20261127000000';

/** Committed migrations, in order. `npm run db:migration:create` writes a new file; add it here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122040023', class: Migration20261122040023 },
  { name: 'Migration20261122044308', class: Migration20261122044308 },
  { name: 'Migration20261122054828', class: Migration20261122054828 },
  { name: 'Migration20261123120000', class: Migration20261123120000 },
  { name: 'Migration20261123120100', class: Migration20261123120100 },
  { name: 'Migration20261123120200', class: Migration20261123120200 },
  { name: 'Migration20261123150000', class: Migration20261123150000 },
  { name: 'Migration20261123160000', class: Migration20261123160000 },
  { name: 'Migration20261123170000', class: Migration20261123170000 },
  { name: 'Migration20261123170100', class: Migration20261123170100 },
  { name: 'Migration20261123170200', class: Migration20261123170200 },
  { name: 'Migration20261123170300', class: Migration20261123170300 },
  { name: 'Migration20261123170400', class: Migration20261123170400 },
  { name: 'Migration20261123180000', class: Migration20261123180000 },
  { name: 'Migration20261123200000', class: Migration20261123200000 },
  { name: 'Migration20261123210000', class: Migration20261123210000 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261126070000', class: Migration20261126070000 },
  { name: 'Migration20261126080000', class: Migration20261126080000 },
  { name: 'Migration20261126120000', class: Migration20261126120000 },
  { name: 'Migration20261127000000', class: Migration20261127000000 },
];
