import { Migration } from '@mikro-orm/migrations';
import { citedSites } from '../../shared/admin/sources';
import { yearsByModel } from '../seeders/data/catalogue/index';

/**
 * Sources tab: what the last Fetch now found, and one source per site the catalogue's year and trim
 * content cites, so the tab starts with the sites the data really comes from (robots status 'unknown' until
 * fetched, no allowed fields until an admin sets them). Rows already there are kept.
 */
export class Migration20261123170400 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sources" add column "last_fetch_outcome" text null;`);
    const refs = Object.values(yearsByModel).flatMap((years) =>
      years.flatMap((year) => [...year.sources, ...(year.trims ?? []).flatMap((trim) => trim.sources)]),
    );
    const rows = citedSites(refs).map((site) => ({ url: site.url, site_name: site.siteName.slice(0, 120) }));
    if (rows.length) this.addSql(this.getKnex().insert(rows).into('sources').onConflict('url').ignore());
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sources" drop column if exists "last_fetch_outcome";`);
  }
}
