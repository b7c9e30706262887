import { Migration } from '@mikro-orm/migrations';

/**
 * Garage: a car holds at most 5 photos (docs/product/validation.md). The routes check it under a row lock; the database
 * refuses a sixth too, so no other writer can get past it.
 */
export class Migration20261123170100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "car_profiles" add constraint "car_profiles_photos_max" check (cardinality(photos) <= 5);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "car_profiles" drop constraint if exists "car_profiles_photos_max";`);
  }
}
