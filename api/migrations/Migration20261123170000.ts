import { Migration } from '@mikro-orm/migrations';

/**
 * Header search: GIN indexes over the text documents GET /api/search matches, as expression indexes so
 * no entity changes. The search route must use exactly these expressions (api/search/documents.ts) for the planner
 * to pick the indexes. Posts have no deleted/removed flag (removal deletes the row), so every row is indexed.
 * Member names are not English prose: they use the 'simple' configuration (no stemming, no stop words).
 */
const INDEXES: Array<[name: string, table: string, document: string]> = [
  [
    'models_search_idx',
    'models',
    `setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
  ],
  [
    'posts_search_idx',
    'posts',
    `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`,
  ],
  ['users_search_idx', 'users', `setweight(to_tsvector('simple', username), 'A') || setweight(to_tsvector('simple', name), 'A')`],
];

export class Migration20261123170000 extends Migration {
  override async up(): Promise<void> {
    for (const [name, table, document] of INDEXES) this.addSql(`create index "${name}" on "${table}" using gin ((${document}));`);
  }

  override async down(): Promise<void> {
    for (const [name] of INDEXES) this.addSql(`drop index if exists "${name}";`);
  }
}
