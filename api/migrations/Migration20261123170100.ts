import { Migration } from '@mikro-orm/migrations';

/** Placeholder for the garage work (issue 13/14); filled in by that change. */
export class Migration20261123170100 extends Migration {
  override async up(): Promise<void> {
    this.addSql('select 1;');
  }
}
